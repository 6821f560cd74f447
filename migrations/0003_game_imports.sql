CREATE TABLE `game_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`uploaded_by_id` text,
	`file_name` text NOT NULL,
	`object_key` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`duplicate_mode` text DEFAULT 'skip' NOT NULL,
	`status` text DEFAULT 'processing' NOT NULL,
	`imported_count` integer DEFAULT 0 NOT NULL,
	`updated_count` integer DEFAULT 0 NOT NULL,
	`skipped_count` integer DEFAULT 0 NOT NULL,
	`rejected_count` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "game_imports_status_check" CHECK("status" IN ('processing', 'completed', 'failed')),
	CONSTRAINT "game_imports_duplicate_mode_check" CHECK("duplicate_mode" IN ('skip', 'update'))
);
--> statement-breakpoint
CREATE INDEX `game_imports_organization_created_idx` ON `game_imports` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `games_natural_key_idx` ON `games` (`organization_id`,`date`,`time`,`home_team`,`away_team`);
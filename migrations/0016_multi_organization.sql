-- Issue 20 (decision 0064): staff roles and assignor scopes on memberships (and invites), the organization a
-- person last chose, and the texts referees send back. No table references invites or memberships, so they are
-- rebuilt without switching foreign keys off (D1 refuses that inside a migration).
CREATE TABLE `inbound_texts` (
	`message_sid` text PRIMARY KEY NOT NULL,
	`from_number` text NOT NULL,
	`user_id` text,
	`assignment_id` text,
	`body` text NOT NULL,
	`outcome` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbound_texts_from_idx` ON `inbound_texts` (`from_number`,`received_at`);--> statement-breakpoint
CREATE TABLE `__new_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`email` text,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_id` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invites_role_check" CHECK("role" IN ('assignor', 'scheduler', 'finance', 'referee'))
);
--> statement-breakpoint
INSERT INTO `__new_invites`("id", "organization_id", "email", "role", "token_hash", "invited_by_id", "expires_at", "accepted_at", "accepted_by_id", "created_at") SELECT "id", "organization_id", "email", "role", "token_hash", "invited_by_id", "expires_at", "accepted_at", "accepted_by_id", "created_at" FROM `invites`;--> statement-breakpoint
DROP TABLE `invites`;--> statement-breakpoint
ALTER TABLE `__new_invites` RENAME TO `invites`;--> statement-breakpoint
CREATE UNIQUE INDEX `invites_token_hash_unique` ON `invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invites_organization_idx` ON `invites` (`organization_id`);--> statement-breakpoint
CREATE TABLE `__new_memberships` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`max_games_per_week` integer,
	`max_games_per_month` integer,
	`scheduling_preferences` text,
	`scope` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memberships_role_check" CHECK("role" IN ('assignor', 'scheduler', 'finance', 'referee'))
);
--> statement-breakpoint
INSERT INTO `__new_memberships`("id", "organization_id", "user_id", "role", "max_games_per_week", "max_games_per_month", "scheduling_preferences", "scope", "created_at") SELECT "id", "organization_id", "user_id", "role", "max_games_per_week", "max_games_per_month", "scheduling_preferences", NULL, "created_at" FROM `memberships`;--> statement-breakpoint
DROP TABLE `memberships`;--> statement-breakpoint
ALTER TABLE `__new_memberships` RENAME TO `memberships`;--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_organization_user_idx` ON `memberships` (`organization_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `active_organization_id` text;
-- Issue 22 (decisions 0080, 0081): game reports with their misconduct and the officials' notes, assessment
-- requests, coaches' single-use rating links, evaluations and the derived referee ratings; an assignment's
-- attendance and a payable's hold. The assessor joins the membership roles: no table references invites or
-- memberships, so they are rebuilt without switching foreign keys off (D1 refuses that inside a migration).
CREATE TABLE `assessment_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`assessor_id` text NOT NULL,
	`requested_by_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assessor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assessment_requests_game_assessor_idx` ON `assessment_requests` (`game_id`,`assessor_id`);--> statement-breakpoint
CREATE INDEX `assessment_requests_assessor_idx` ON `assessment_requests` (`assessor_id`,`organization_id`);--> statement-breakpoint
CREATE TABLE `coach_rating_links` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`team_side` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`sent_by_id` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "coach_rating_links_side_check" CHECK("team_side" IN ('home', 'away'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_rating_links_token_hash_unique` ON `coach_rating_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `coach_rating_links_game_idx` ON `coach_rating_links` (`game_id`);--> statement-breakpoint
CREATE TABLE `evaluations` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`game_date` text NOT NULL,
	`referee_id` text NOT NULL,
	`source` text NOT NULL,
	`evaluator_id` text,
	`coach_link_id` text,
	`scores` text NOT NULL,
	`overall` real NOT NULL,
	`weight` real NOT NULL,
	`comments` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`evaluator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`coach_link_id`) REFERENCES `coach_rating_links`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "evaluations_source_check" CHECK("source" IN ('assessor', 'assignor', 'coach')),
	CONSTRAINT "evaluations_overall_check" CHECK("evaluations"."overall" BETWEEN 1 AND 5),
	CONSTRAINT "evaluations_weight_check" CHECK("evaluations"."weight" > 0)
);
--> statement-breakpoint
CREATE INDEX `evaluations_referee_date_idx` ON `evaluations` (`organization_id`,`referee_id`,`game_date`);--> statement-breakpoint
CREATE INDEX `evaluations_game_idx` ON `evaluations` (`game_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `evaluations_evaluator_idx` ON `evaluations` (`game_id`,`referee_id`,`evaluator_id`) WHERE evaluator_id IS NOT NULL;--> statement-breakpoint
CREATE TABLE `game_report_misconduct` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`report_id` text NOT NULL,
	`game_id` text NOT NULL,
	`game_date` text NOT NULL,
	`kind` text NOT NULL,
	`team_side` text NOT NULL,
	`team_name` text NOT NULL,
	`player_name` text NOT NULL,
	`player_number` text,
	`minute` integer,
	`reason_code` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `game_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "game_report_misconduct_kind_check" CHECK("kind" IN ('caution', 'send_off')),
	CONSTRAINT "game_report_misconduct_side_check" CHECK("team_side" IN ('home', 'away')),
	CONSTRAINT "game_report_misconduct_minute_check" CHECK("game_report_misconduct"."minute" IS NULL OR "game_report_misconduct"."minute" BETWEEN 0 AND 150)
);
--> statement-breakpoint
CREATE INDEX `game_report_misconduct_report_idx` ON `game_report_misconduct` (`report_id`);--> statement-breakpoint
CREATE INDEX `game_report_misconduct_organization_date_idx` ON `game_report_misconduct` (`organization_id`,`game_date`);--> statement-breakpoint
CREATE TABLE `game_report_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`author_id` text NOT NULL,
	`notes` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_report_notes_game_author_idx` ON `game_report_notes` (`game_id`,`author_id`);--> statement-breakpoint
CREATE TABLE `game_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`filed_by_id` text,
	`status` text DEFAULT 'submitted' NOT NULL,
	`home_score` integer NOT NULL,
	`away_score` integer NOT NULL,
	`injuries` text,
	`incidents` text,
	`has_misconduct` integer DEFAULT false NOT NULL,
	`has_no_show` integer DEFAULT false NOT NULL,
	`submitted_at` integer NOT NULL,
	`reviewed_by_id` text,
	`reviewed_at` integer,
	`review_comment` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`filed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "game_reports_status_check" CHECK("status" IN ('submitted', 'returned', 'approved')),
	CONSTRAINT "game_reports_score_check" CHECK("game_reports"."home_score" >= 0 AND "game_reports"."away_score" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_reports_game_id_unique` ON `game_reports` (`game_id`);--> statement-breakpoint
CREATE INDEX `game_reports_organization_status_idx` ON `game_reports` (`organization_id`,`status`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `referee_ratings` (
	`organization_id` text NOT NULL,
	`referee_id` text NOT NULL,
	`rating` real NOT NULL,
	`evaluation_count` integer NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `referee_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "referee_ratings_rating_check" CHECK("referee_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
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
	CONSTRAINT "invites_role_check" CHECK("role" IN ('assignor', 'scheduler', 'finance', 'assessor', 'referee'))
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
	CONSTRAINT "memberships_role_check" CHECK("role" IN ('assignor', 'scheduler', 'finance', 'assessor', 'referee'))
);
--> statement-breakpoint
INSERT INTO `__new_memberships`("id", "organization_id", "user_id", "role", "max_games_per_week", "max_games_per_month", "scheduling_preferences", "scope", "created_at") SELECT "id", "organization_id", "user_id", "role", "max_games_per_week", "max_games_per_month", "scheduling_preferences", "scope", "created_at" FROM `memberships`;--> statement-breakpoint
DROP TABLE `memberships`;--> statement-breakpoint
ALTER TABLE `__new_memberships` RENAME TO `memberships`;--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_organization_user_idx` ON `memberships` (`organization_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
ALTER TABLE `assignments` ADD `attendance` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `report_settings` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `evaluation_settings` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `held_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `hold_reason` text;
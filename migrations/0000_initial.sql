CREATE TABLE `activity_log` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`summary` text NOT NULL,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_log_organization_created_idx` ON `activity_log` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_log_subject_idx` ON `activity_log` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE TABLE `assignments` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`referee_id` text NOT NULL,
	`position` text DEFAULT 'referee' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`assigned_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`assigned_by_id` text,
	`responded_at` integer,
	`decline_reason` text,
	`notes` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "assignments_status_check" CHECK("status" IN ('pending', 'confirmed', 'declined', 'completed', 'cancelled')),
	CONSTRAINT "assignments_position_check" CHECK("position" IN ('referee', 'assistant_referee_1', 'assistant_referee_2', 'fourth_official'))
);
--> statement-breakpoint
CREATE INDEX `assignments_referee_idx` ON `assignments` (`referee_id`,`status`);--> statement-breakpoint
CREATE INDEX `assignments_game_idx` ON `assignments` (`game_id`);--> statement-breakpoint
CREATE INDEX `assignments_organization_assigned_idx` ON `assignments` (`organization_id`,`assigned_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `assignments_live_slot_idx` ON `assignments` (`game_id`,`position`) WHERE status IN ('pending', 'confirmed', 'completed');--> statement-breakpoint
CREATE TABLE `availability_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`kind` text NOT NULL,
	`start_time` text,
	`end_time` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "availability_blocks_kind_check" CHECK("kind" IN ('full_day', 'time_range')),
	CONSTRAINT "availability_blocks_times_check" CHECK(("availability_blocks"."kind" = 'full_day' AND "availability_blocks"."start_time" IS NULL AND "availability_blocks"."end_time" IS NULL)
        OR ("availability_blocks"."kind" = 'time_range' AND "availability_blocks"."start_time" < "availability_blocks"."end_time"))
);
--> statement-breakpoint
CREATE INDEX `availability_blocks_user_date_idx` ON `availability_blocks` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `certifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`level` text NOT NULL,
	`issuer` text,
	`expires_on` text,
	`verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "certifications_level_check" CHECK("level" IN ('Level 1', 'Level 2', 'Level 3', 'Youth', 'Other'))
);
--> statement-breakpoint
CREATE INDEX `certifications_user_idx` ON `certifications` (`user_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`organization` text,
	`topic` text,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `game_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`game_id` text NOT NULL,
	`referee_id` text NOT NULL,
	`position` text DEFAULT 'referee' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`message` text,
	`decided_at` integer,
	`decided_by_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "game_requests_status_check" CHECK("status" IN ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "game_requests_position_check" CHECK("position" IN ('referee', 'assistant_referee_1', 'assistant_referee_2', 'fourth_official'))
);
--> statement-breakpoint
CREATE INDEX `game_requests_referee_idx` ON `game_requests` (`referee_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `game_requests_organization_status_idx` ON `game_requests` (`organization_id`,`status`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`assignor_id` text,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`home_team` text NOT NULL,
	`away_team` text NOT NULL,
	`venue` text NOT NULL,
	`venue_address` text,
	`league` text,
	`level` text NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`age_group` text,
	`position_type` text DEFAULT 'single' NOT NULL,
	`field_surface` text,
	`skill_level` text,
	`notes` text,
	`cancel_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "games_status_check" CHECK("status" IN ('pending', 'assigned', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "games_level_check" CHECK("level" IN ('professional', 'semi-pro', 'amateur', 'youth')),
	CONSTRAINT "games_position_type_check" CHECK("position_type" IN ('single', 'three_official', 'four_official')),
	CONSTRAINT "games_fee_check" CHECK("games"."fee_cents" >= 0),
	CONSTRAINT "games_date_check" CHECK("games"."date" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "games_time_check" CHECK("games"."time" GLOB '[0-2][0-9]:[0-5][0-9]')
);
--> statement-breakpoint
CREATE INDEX `games_organization_date_idx` ON `games` (`organization_id`,`date`,`time`);--> statement-breakpoint
CREATE INDEX `games_organization_status_date_idx` ON `games` (`organization_id`,`status`,`date`);--> statement-breakpoint
CREATE TABLE `invites` (
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
	CONSTRAINT "invites_role_check" CHECK("role" IN ('assignor', 'referee'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invites_token_hash_unique` ON `invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invites_organization_idx` ON `invites` (`organization_id`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memberships_role_check" CHECK("role" IN ('assignor', 'referee'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_organization_user_idx` ON `memberships` (`organization_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organization_id` text,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`action_required` integer DEFAULT false NOT NULL,
	`action_label` text,
	`link` text,
	`read_at` integer,
	`dismissed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_type_check" CHECK("type" IN ('assignment', 'payment', 'schedule', 'reminder', 'weather', 'system')),
	CONSTRAINT "notifications_priority_check" CHECK("priority" IN ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`provider`, `provider_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "oauth_accounts_provider_check" CHECK("provider" IN ('google', 'facebook'))
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`time_zone` text DEFAULT 'America/Los_Angeles' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`fee_professional_cents` integer DEFAULT 15000 NOT NULL,
	`fee_semi_pro_cents` integer DEFAULT 9000 NOT NULL,
	`fee_amateur_cents` integer DEFAULT 6000 NOT NULL,
	`fee_youth_cents` integer DEFAULT 4000 NOT NULL,
	`travel_buffer_minutes` integer DEFAULT 60 NOT NULL,
	`max_games_per_day` integer,
	`plan` text DEFAULT 'core' NOT NULL,
	`invite_code` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "organizations_plan_check" CHECK("plan" IN ('core', 'pro')),
	CONSTRAINT "organizations_currency_check" CHECK("currency" IN ('USD', 'EUR', 'GBP', 'CAD')),
	CONSTRAINT "organizations_travel_buffer_check" CHECK("organizations"."travel_buffer_minutes" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_slug_unique` ON `organizations` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_invite_code_unique` ON `organizations` (`invite_code`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text,
	`text_body` text NOT NULL,
	`html_body` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`organization_id` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "outbox_channel_check" CHECK("channel" IN ('email', 'sms')),
	CONSTRAINT "outbox_status_check" CHECK("status" IN ('pending', 'sent', 'failed', 'not_sent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_idempotency_key_unique` ON `outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `outbox_status_next_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `passwords` (
	`user_id` text PRIMARY KEY NOT NULL,
	`hash` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`referee_id` text NOT NULL,
	`assignment_id` text,
	`amount_cents` integer NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`method` text,
	`paid_at` integer,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payments_status_check" CHECK("status" IN ('pending', 'paid')),
	CONSTRAINT "payments_method_check" CHECK("payments"."method" IS NULL OR "method" IN ('check', 'bank_transfer', 'cash', 'other')),
	CONSTRAINT "payments_paid_check" CHECK(("payments"."status" = 'paid') = ("payments"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_assignment_id_unique` ON `payments` (`assignment_id`);--> statement-breakpoint
CREATE INDEX `payments_referee_created_idx` ON `payments` (`referee_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_organization_status_idx` ON `payments` (`organization_id`,`status`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_started_at` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`persistent` integer DEFAULT false NOT NULL,
	`user_agent` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `status_incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'investigating' NOT NULL,
	`started_at` integer NOT NULL,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "status_incidents_status_check" CHECK("status" IN ('investigating', 'identified', 'monitoring', 'resolved'))
);
--> statement-breakpoint
CREATE INDEX `status_incidents_started_idx` ON `status_incidents` (`started_at`);--> statement-breakpoint
CREATE TABLE `status_services` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'operational' NOT NULL,
	`uptime_percent` real DEFAULT 100 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "status_services_status_check" CHECK("status" IN ('operational', 'degraded', 'outage'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `status_services_name_unique` ON `status_services` (`name`);--> statement-breakpoint
CREATE TABLE `status_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email_notifications` integer DEFAULT true NOT NULL,
	`push_notifications` integer DEFAULT true NOT NULL,
	`game_reminders` integer DEFAULT true NOT NULL,
	`payment_notifications` integer DEFAULT true NOT NULL,
	`weather_alerts` integer DEFAULT true NOT NULL,
	`weekly_digest` integer DEFAULT false NOT NULL,
	`marketing_emails` integer DEFAULT false NOT NULL,
	`profile_visible` integer DEFAULT true NOT NULL,
	`contact_info_visible` integer DEFAULT true NOT NULL,
	`availability_visible` integer DEFAULT true NOT NULL,
	`stats_visible` integer DEFAULT true NOT NULL,
	`time_zone` text,
	`language` text DEFAULT 'en' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`date_format` text DEFAULT 'MM/DD/YYYY' NOT NULL,
	`time_format` text DEFAULT '12' NOT NULL,
	`compact_view` integer DEFAULT false NOT NULL,
	`theme` text DEFAULT 'system' NOT NULL,
	`color_scheme` text DEFAULT 'blue' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_settings_language_check" CHECK("language" IN ('en', 'es', 'fr', 'de')),
	CONSTRAINT "user_settings_currency_check" CHECK("currency" IN ('USD', 'EUR', 'GBP', 'CAD')),
	CONSTRAINT "user_settings_date_format_check" CHECK("date_format" IN ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')),
	CONSTRAINT "user_settings_time_format_check" CHECK("time_format" IN ('12', '24')),
	CONSTRAINT "user_settings_theme_check" CHECK("theme" IN ('light', 'dark', 'system'))
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified_at` integer,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`referee_level` integer,
	`rating` real,
	`role` text NOT NULL,
	`bio` text,
	`location` text,
	`website` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("role" IN ('assignor', 'referee')),
	CONSTRAINT "users_referee_level_check" CHECK("users"."referee_level" IS NULL OR "users"."referee_level" BETWEEN 1 AND 3),
	CONSTRAINT "users_rating_check" CHECK("users"."rating" IS NULL OR "users"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "users_bio_length_check" CHECK("users"."bio" IS NULL OR length("users"."bio") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);
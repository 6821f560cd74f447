CREATE TABLE `fee_schedule_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`level` text NOT NULL,
	`position` text NOT NULL,
	`age_group` text DEFAULT '' NOT NULL,
	`fee_cents` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fee_schedule_entries_level_check" CHECK("level" IN ('professional', 'semi-pro', 'amateur', 'youth')),
	CONSTRAINT "fee_schedule_entries_position_check" CHECK("position" IN ('referee', 'assistant', 'fourth_official')),
	CONSTRAINT "fee_schedule_entries_fee_check" CHECK("fee_schedule_entries"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_schedule_entries_key_idx` ON `fee_schedule_entries` (`organization_id`,`level`,`position`,`age_group`);--> statement-breakpoint
CREATE TABLE `game_position_fees` (
	`game_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`position` text NOT NULL,
	`fee_cents` integer NOT NULL,
	PRIMARY KEY(`game_id`, `position`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "game_position_fees_position_check" CHECK("position" IN ('referee', 'assistant_referee_1', 'assistant_referee_2', 'fourth_official')),
	CONSTRAINT "game_position_fees_fee_check" CHECK("game_position_fees"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE `partner_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`referee_id` text NOT NULL,
	`partner_id` text NOT NULL,
	`kind` text NOT NULL,
	`hard` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`partner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "partner_rules_kind_check" CHECK("kind" IN ('avoid', 'prefer')),
	CONSTRAINT "partner_rules_order_check" CHECK("partner_rules"."referee_id" < "partner_rules"."partner_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_rules_pair_idx` ON `partner_rules` (`organization_id`,`referee_id`,`partner_id`);--> statement-breakpoint
CREATE INDEX `partner_rules_partner_idx` ON `partner_rules` (`organization_id`,`partner_id`);--> statement-breakpoint
CREATE TABLE `referee_ranks` (
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position` text NOT NULL,
	`level` text NOT NULL,
	PRIMARY KEY(`organization_id`, `user_id`, `position`, `level`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "referee_ranks_position_check" CHECK("position" IN ('referee', 'assistant', 'fourth_official')),
	CONSTRAINT "referee_ranks_level_check" CHECK("level" IN ('professional', 'semi-pro', 'amateur', 'youth'))
);
--> statement-breakpoint
CREATE TABLE `team_ties` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`team` text NOT NULL,
	`relation` text NOT NULL,
	`by_staff` integer DEFAULT false NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "team_ties_relation_check" CHECK("relation" IN ('plays', 'coaches', 'family', 'other', 'scratched')),
	CONSTRAINT "team_ties_team_check" CHECK(length(trim("team_ties"."team")) BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX `team_ties_organization_user_idx` ON `team_ties` (`organization_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `travel_start_points` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`label` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`weekdays` integer DEFAULT 0 NOT NULL,
	`from_time` text,
	`to_time` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "travel_start_points_weekdays_check" CHECK("travel_start_points"."weekdays" BETWEEN 0 AND 127),
	CONSTRAINT "travel_start_points_latitude_check" CHECK("travel_start_points"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "travel_start_points_longitude_check" CHECK("travel_start_points"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE INDEX `travel_start_points_user_idx` ON `travel_start_points` (`user_id`);--> statement-breakpoint
ALTER TABLE `assignments` ADD `driver` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `assignments` ADD `late_response` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `certifications` ADD `kind` text DEFAULT 'certification' NOT NULL;--> statement-breakpoint
ALTER TABLE `certifications` ADD `issued_on` text;--> statement-breakpoint
ALTER TABLE `certifications` ADD `reminded_days_before` integer;--> statement-breakpoint
CREATE INDEX `certifications_expires_idx` ON `certifications` (`expires_on`);--> statement-breakpoint
ALTER TABLE `games` ADD `min_referee_level` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `max_referee_level` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `assignment_policy` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `mileage_rate_cents` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `mileage_unit` text DEFAULT 'mi' NOT NULL;--> statement-breakpoint
ALTER TABLE `organizations` ADD `mileage_free_distance` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `organizations` ADD `mileage_paid_to` text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `max_travel_km` real;
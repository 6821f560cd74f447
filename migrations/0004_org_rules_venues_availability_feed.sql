CREATE TABLE `availability_recurring_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`kind` text NOT NULL,
	`start_time` text,
	`end_time` text,
	`starts_on` text NOT NULL,
	`ends_on` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "availability_recurring_blocks_weekday_check" CHECK("availability_recurring_blocks"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "availability_recurring_blocks_kind_check" CHECK("kind" IN ('full_day', 'time_range')),
	CONSTRAINT "availability_recurring_blocks_times_check" CHECK(("availability_recurring_blocks"."kind" = 'full_day' AND "availability_recurring_blocks"."start_time" IS NULL AND "availability_recurring_blocks"."end_time" IS NULL)
        OR ("availability_recurring_blocks"."kind" = 'time_range' AND "availability_recurring_blocks"."start_time" < "availability_recurring_blocks"."end_time")),
	CONSTRAINT "availability_recurring_blocks_range_check" CHECK("availability_recurring_blocks"."ends_on" IS NULL OR "availability_recurring_blocks"."starts_on" <= "availability_recurring_blocks"."ends_on")
);
--> statement-breakpoint
CREATE INDEX `availability_recurring_blocks_user_idx` ON `availability_recurring_blocks` (`user_id`,`weekday`);--> statement-breakpoint
CREATE TABLE `venues` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venues_organization_name_idx` ON `venues` (`organization_id`,`name`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `conflict_rules` text;--> statement-breakpoint
ALTER TABLE `users` ADD `calendar_feed_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_calendar_feed_token_unique` ON `users` (`calendar_feed_token`);
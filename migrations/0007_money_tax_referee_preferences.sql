CREATE TABLE `referee_tax_details` (
	`user_id` text PRIMARY KEY NOT NULL,
	`legal_name` text NOT NULL,
	`business_name` text,
	`tin_type` text DEFAULT 'ssn' NOT NULL,
	`tin_last4` text NOT NULL,
	`address_line1` text NOT NULL,
	`address_line2` text,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`postal_code` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "referee_tax_details_tin_type_check" CHECK("tin_type" IN ('ssn', 'ein')),
	CONSTRAINT "referee_tax_details_tin_last4_check" CHECK(length("referee_tax_details"."tin_last4") = 4 AND "referee_tax_details"."tin_last4" NOT GLOB '*[^0-9]*')
);
--> statement-breakpoint
ALTER TABLE `memberships` ADD `max_games_per_week` integer;--> statement-breakpoint
ALTER TABLE `memberships` ADD `max_games_per_month` integer;--> statement-breakpoint
ALTER TABLE `memberships` ADD `scheduling_preferences` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `plan_started_at` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `legal_name` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `tax_id` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `mailing_address` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `mileage_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `adjustment_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `expense_category` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `paid_on` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `users` ADD `home_latitude` real;--> statement-breakpoint
ALTER TABLE `users` ADD `home_longitude` real;--> statement-breakpoint
ALTER TABLE `users` ADD `home_label` text;--> statement-breakpoint
ALTER TABLE `venues` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `venues` ADD `longitude` real;
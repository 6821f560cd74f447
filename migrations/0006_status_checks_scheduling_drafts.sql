CREATE TABLE `scheduling_draft_items` (
	`id` text PRIMARY KEY NOT NULL,
	`draft_id` text NOT NULL,
	`game_id` text NOT NULL,
	`position` text NOT NULL,
	`referee_id` text,
	`reasons` text,
	`unfilled_reason` text,
	`assignment_id` text,
	FOREIGN KEY (`draft_id`) REFERENCES `scheduling_drafts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignment_id`) REFERENCES `assignments`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "scheduling_draft_items_position_check" CHECK("position" IN ('referee', 'assistant_referee_1', 'assistant_referee_2', 'fourth_official'))
);
--> statement-breakpoint
CREATE INDEX `scheduling_draft_items_draft_idx` ON `scheduling_draft_items` (`draft_id`);--> statement-breakpoint
CREATE TABLE `scheduling_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`created_by_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`parameters` text NOT NULL,
	`summary` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer,
	`closed_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "scheduling_drafts_status_check" CHECK("scheduling_drafts"."status" IN ('draft', 'published', 'discarded', 'undone'))
);
--> statement-breakpoint
CREATE INDEX `scheduling_drafts_organization_idx` ON `scheduling_drafts` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `status_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`service_id` text NOT NULL,
	`checked_at` integer NOT NULL,
	`status` text NOT NULL,
	`latency_ms` integer NOT NULL,
	`detail` text,
	FOREIGN KEY (`service_id`) REFERENCES `status_services`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "status_checks_status_check" CHECK("status" IN ('operational', 'degraded', 'outage'))
);
--> statement-breakpoint
CREATE INDEX `status_checks_service_checked_idx` ON `status_checks` (`service_id`,`checked_at`);--> statement-breakpoint
CREATE TABLE `status_daily` (
	`service_id` text NOT NULL,
	`day` text NOT NULL,
	`checks` integer DEFAULT 0 NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`latency_total_ms` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`service_id`, `day`),
	FOREIGN KEY (`service_id`) REFERENCES `status_services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `scheduling_settings` text;--> statement-breakpoint
ALTER TABLE `status_incidents` ADD `service_id` text REFERENCES status_services(id);--> statement-breakpoint
-- The status page now shows measured records (issue 8): the launch copy's sample incidents and uptime
-- figures leave the real database (the demo league seeds its own history), and file storage joins the
-- checked services.
DELETE FROM `status_incidents` WHERE `id` IN ('incident-2026-10-18', 'incident-2026-09-06', 'incident-2026-08-12');
--> statement-breakpoint
UPDATE `status_services` SET `status` = 'operational', `uptime_percent` = 100;
--> statement-breakpoint
UPDATE `status_services` SET `description` = 'Live updates to open pages and offline availability sync' WHERE `id` = 'mobile-sync';
--> statement-breakpoint
INSERT INTO `status_services` (`id`, `name`, `description`, `status`, `uptime_percent`, `sort_order`) VALUES
  ('file-storage', 'File Storage', 'Uploaded schedule files and exports', 'operational', 100, 6);

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

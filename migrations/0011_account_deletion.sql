ALTER TABLE `referee_tax_details` ADD `purge_after` text;--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;
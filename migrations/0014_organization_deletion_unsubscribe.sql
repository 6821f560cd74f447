ALTER TABLE `organizations` ADD `deletion_requested_at` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `deletion_requested_by_id` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `deletion_due_at` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `organizations_deletion_due_idx` ON `organizations` (`deletion_due_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `unsubscribe_url` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `unsubscribe_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_unsubscribe_token_hash_unique` ON `outbox` (`unsubscribe_token_hash`);
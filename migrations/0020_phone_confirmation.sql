CREATE TABLE `phone_confirmation_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `phone_confirmed_at` integer;--> statement-breakpoint
-- data migration (hand-written)
-- Issue 32 (decision 0091): numbers saved before confirmation existed stay usable, so nobody loses texts on
-- deploy; they count as confirmed at the moment of the migration (when they were really proved is unknown).
UPDATE `users` SET `phone_confirmed_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE `phone` IS NOT NULL AND `phone_confirmed_at` IS NULL;

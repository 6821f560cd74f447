ALTER TABLE `users` ADD `calendar_feed_token_hash` text;--> statement-breakpoint
ALTER TABLE `users` ADD `calendar_feed_created_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_calendar_feed_token_hash_unique` ON `users` (`calendar_feed_token_hash`);
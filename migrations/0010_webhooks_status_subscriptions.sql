CREATE TABLE `status_subscription_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "status_subscription_tokens_purpose_check" CHECK("purpose" IN ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE INDEX `status_subscription_tokens_email_idx` ON `status_subscription_tokens` (`email`);--> statement-breakpoint
CREATE INDEX `status_subscription_tokens_expires_idx` ON `status_subscription_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `status_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
-- hand-written (issue 18, webhooks_status_subscriptions):
-- Webhook delivery logs keep the receiver's status code only, never the text it answered (decision 0056).
UPDATE `webhook_deliveries` SET `last_error` = 'Answered ' || `last_status_code`
  WHERE `last_status_code` IS NOT NULL AND `last_error` IS NOT NULL;

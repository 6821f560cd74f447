DROP INDEX `assignments_organization_assigned_idx`;--> statement-breakpoint
CREATE INDEX `assignments_organization_assigned_idx` ON `assignments` (`organization_id`,`assigned_at`,`status`);--> statement-breakpoint
CREATE INDEX `games_organization_venue_key_idx` ON `games` (`organization_id`,lower(trim("venue")));
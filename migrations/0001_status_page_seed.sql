-- The services and past incidents the public status page starts with (spec section 2, System Status):
-- five services with 90-day uptime 99.99, 99.97, 99.98, 99.99 and 99.95 percent, three resolved incidents.
-- The cron status checks replace these figures with measured ones as they run.
INSERT INTO `status_services` (`id`, `name`, `description`, `status`, `uptime_percent`, `sort_order`) VALUES
  ('web-app', 'Web Application', 'The Whistle website and the assignor and referee portals', 'operational', 99.99, 1),
  ('api', 'Public API', 'REST API v1 and webhooks for integrations', 'operational', 99.97, 2),
  ('notifications', 'Email & SMS Notifications', 'Assignment notices, reminders and account emails', 'operational', 99.98, 3),
  ('database', 'Database', 'Storage for games, assignments, availability and payments', 'operational', 99.99, 4),
  ('mobile-sync', 'Mobile Sync', 'Offline availability updates and schedule sync for the mobile apps', 'operational', 99.95, 5);
--> statement-breakpoint
INSERT INTO `status_incidents` (`id`, `title`, `description`, `status`, `started_at`, `resolved_at`) VALUES
  ('incident-2026-10-18', 'Delayed SMS reminders', 'Game reminders sent by SMS arrived up to 20 minutes late because of a carrier-side queue backlog. Email reminders were not affected.', 'resolved', 1792332000000, 1792336500000),
  ('incident-2026-09-06', 'Slow schedule loading', 'Schedule pages loaded slowly for some assignors during the season-opening weekend while a database index was rebuilt.', 'resolved', 1788710400000, 1788713100000),
  ('incident-2026-08-12', 'Scheduled maintenance', 'Planned maintenance to upgrade the notification service. Notifications queued during the window were delivered afterwards.', 'resolved', 1786521600000, 1786525200000);

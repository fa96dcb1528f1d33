CREATE TABLE `restaurant_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`document` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `weekly_services` (
	`id` text PRIMARY KEY NOT NULL,
	`weekday` integer NOT NULL,
	`name` text NOT NULL,
	`starts_at` text NOT NULL,
	`last_seating` text NOT NULL,
	`interval_minutes` integer NOT NULL,
	`max_parties` integer NOT NULL,
	`max_covers` integer,
	`online` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `weekly_services_weekday_idx` ON `weekly_services` (`weekday`,`starts_at`);--> statement-breakpoint
-- The demo's week (issue 29, docs/decisions/043): the spec's defaults (every 30 minutes, 18:00-23:30, 6 parties) as dinner every day, and lunch at weekends.
INSERT INTO `weekly_services` (`id`, `weekday`, `name`, `starts_at`, `last_seating`, `interval_minutes`, `max_parties`, `max_covers`, `online`) VALUES
  ('dinner-1', 1, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1), ('dinner-2', 2, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1),
  ('dinner-3', 3, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1), ('dinner-4', 4, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1),
  ('dinner-5', 5, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1), ('dinner-6', 6, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1),
  ('dinner-7', 7, 'Dinner', '18:00', '23:30', 30, 6, NULL, 1),
  ('lunch-6', 6, 'Lunch', '12:00', '14:30', 30, 6, NULL, 1), ('lunch-7', 7, 'Lunch', '12:00', '14:30', 30, 6, NULL, 1);

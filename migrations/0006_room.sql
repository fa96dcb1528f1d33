CREATE TABLE `combination_tables` (
	`combination_id` text NOT NULL,
	`table_id` text NOT NULL,
	PRIMARY KEY(`combination_id`, `table_id`),
	FOREIGN KEY (`combination_id`) REFERENCES `table_combinations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `dining_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`area` text NOT NULL,
	`min_covers` integer NOT NULL,
	`max_covers` integer NOT NULL,
	`online` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`retired` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reservation_tables` (
	`reservation_id` text NOT NULL,
	`table_id` text NOT NULL,
	PRIMARY KEY(`reservation_id`, `table_id`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reservation_tables_table_idx` ON `reservation_tables` (`table_id`);--> statement-breakpoint
CREATE TABLE `room_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`reset_minutes` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stay_bands` (
	`min_guests` integer PRIMARY KEY NOT NULL,
	`max_guests` integer NOT NULL,
	`minutes` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `table_combinations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`min_covers` integer NOT NULL,
	`max_covers` integer NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `reservations` ADD `starts_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `ends_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `seating` text DEFAULT 'table' NOT NULL;--> statement-breakpoint
CREATE INDEX `reservations_stay_idx` ON `reservations` (`starts_at`,`ends_at`);--> statement-breakpoint
ALTER TABLE `time_slots` ADD `max_covers` integer;--> statement-breakpoint
-- The starting room (issue 28, docs/decisions/042): the demo's, so a live site keeps taking bookings until the owner sets their own in the room editor.
INSERT INTO `room_settings` (`id`, `reset_minutes`) VALUES (1, 15);--> statement-breakpoint
INSERT INTO `stay_bands` (`min_guests`, `max_guests`, `minutes`) VALUES (1, 2, 90), (3, 4, 120), (5, 6, 150), (7, 20, 180);--> statement-breakpoint
INSERT INTO `dining_tables` (`id`, `name`, `area`, `min_covers`, `max_covers`, `online`, `active`, `priority`) VALUES
  ('t1', 'T1', 'Inside', 1, 2, 1, 1, 1), ('t2', 'T2', 'Inside', 1, 2, 1, 1, 2), ('t3', 'T3', 'Inside', 1, 2, 1, 1, 3), ('t4', 'T4', 'Inside', 1, 2, 1, 1, 4),
  ('t5', 'T5', 'Inside', 2, 4, 1, 1, 5), ('t6', 'T6', 'Inside', 2, 4, 1, 1, 6), ('t7', 'T7', 'Inside', 2, 4, 1, 1, 7), ('t8', 'T8', 'Inside', 2, 4, 1, 1, 8),
  ('t9', 'T9', 'Inside', 4, 6, 1, 1, 9), ('t10', 'T10', 'Inside', 4, 6, 1, 1, 10),
  ('p1', 'P1', 'Terrace', 2, 4, 1, 1, 11), ('p2', 'P2', 'Terrace', 2, 4, 1, 1, 12), ('p3', 'P3', 'Terrace', 4, 6, 1, 1, 13), ('p4', 'P4', 'Terrace', 4, 6, 0, 1, 14);--> statement-breakpoint
INSERT INTO `table_combinations` (`id`, `name`, `min_covers`, `max_covers`, `priority`) VALUES ('c-t5-t6', 'T5 + T6', 5, 8, 1), ('c-t9-t10', 'T9 + T10', 7, 12, 2);--> statement-breakpoint
INSERT INTO `combination_tables` (`combination_id`, `table_id`) VALUES ('c-t5-t6', 't5'), ('c-t5-t6', 't6'), ('c-t9-t10', 't9'), ('c-t9-t10', 't10');--> statement-breakpoint
-- Each booking's stay as instants: Berlin is UTC+2 from the last Sunday of March, 02:00, to the last Sunday of October, 03:00, else UTC+1.
UPDATE `reservations` SET `starts_at` = 1000 * (unixepoch(`date` || ' ' || `time`) - CASE
  WHEN (`date` || ' ' || `time`) >= date(substr(`date`, 1, 4) || '-03-25', 'weekday 0') || ' 02:00'
   AND (`date` || ' ' || `time`) < date(substr(`date`, 1, 4) || '-10-25', 'weekday 0') || ' 03:00' THEN 7200 ELSE 3600 END);--> statement-breakpoint
UPDATE `reservations` SET `ends_at` = `starts_at` + 60000 * coalesce((SELECT `minutes` FROM `stay_bands` WHERE `guests` BETWEEN `min_guests` AND `max_guests`), 180);

CREATE TABLE `report_days` (
	`date` text PRIMARY KEY NOT NULL,
	`figures` text NOT NULL,
	`refreshed_at` integer NOT NULL
);

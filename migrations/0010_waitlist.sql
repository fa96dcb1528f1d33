CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`date` text NOT NULL,
	`from_time` text NOT NULL,
	`to_time` text NOT NULL,
	`guests` integer NOT NULL,
	`quoted_minutes` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`offered_at` integer,
	`offer_expires_at` integer,
	`offer_time` text,
	`offer_tables` text,
	`reservation_id` text,
	`guest_key` text GENERATED ALWAYS AS ((CASE
    WHEN email <> '' THEN lower(email)
    WHEN replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') <> '' THEN 'tel:' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '')
    ELSE NULL END)) VIRTUAL
);
--> statement-breakpoint
CREATE INDEX `waitlist_day_idx` ON `waitlist_entries` (`date`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_offer_idx` ON `waitlist_entries` (`status`,`offer_expires_at`);--> statement-breakpoint
CREATE INDEX `waitlist_guest_key_idx` ON `waitlist_entries` (`guest_key`);
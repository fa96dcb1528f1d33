CREATE TABLE `admin_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`salt` text NOT NULL,
	`iterations` integer NOT NULL,
	`secret_digest` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_email_idx` ON `admin_users` (lower("email"));--> statement-breakpoint
CREATE TABLE `banners` (
	`id` text PRIMARY KEY NOT NULL,
	`image` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `banners_active_idx` ON `banners` (`active`,`created_at`);--> statement-breakpoint
CREATE TABLE `coming_soon_dishes` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price_cents` integer NOT NULL,
	`image` text NOT NULL,
	`category` text NOT NULL,
	`dietary` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`status` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `idempotency_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`ip` text NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_ip_idx` ON `login_failures` (`ip`,`failed_at`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price_cents` integer NOT NULL,
	`image` text NOT NULL,
	`category` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`dietary` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `menu_items_available_idx` ON `menu_items` (`available`,`featured`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`menu_item_id` text NOT NULL,
	`name` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`order_id`, `line_no`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`reservation_id` text,
	`total_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_email_idx` ON `orders` (lower("customer_email"));--> statement-breakpoint
CREATE INDEX `orders_reservation_idx` ON `orders` (`reservation_id`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`guests` integer NOT NULL,
	`occasion` text DEFAULT '' NOT NULL,
	`special_requests` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reservations_slot_idx` ON `reservations` (`date`,`time`,`status`);--> statement-breakpoint
CREATE INDEX `reservations_status_created_idx` ON `reservations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reservations_email_idx` ON `reservations` (lower("email"));--> statement-breakpoint
CREATE TABLE `schedule_days` (
	`date` text PRIMARY KEY NOT NULL,
	`is_open` integer NOT NULL,
	`special_note` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `time_slots` (
	`date` text NOT NULL,
	`time` text NOT NULL,
	`max_reservations` integer NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`date`, `time`),
	FOREIGN KEY (`date`) REFERENCES `schedule_days`(`date`) ON UPDATE no action ON DELETE cascade
);

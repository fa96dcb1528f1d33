ALTER TABLE `coming_soon_dishes` ADD `description_de` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `description_de` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `language` text DEFAULT 'en' NOT NULL;
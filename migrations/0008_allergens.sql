ALTER TABLE `menu_items` ADD `allergens` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `additives` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `allergies` text;
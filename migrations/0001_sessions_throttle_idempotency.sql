CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`credential_digest` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
-- Hand-edited: the keys live 24 hours and held answers with guest data, so the table is replaced
-- rather than altered (SQLite cannot add a NOT NULL column without a default).
DROP TABLE `idempotency_keys`;--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`body_hash` text NOT NULL,
	`status` integer NOT NULL,
	`reservation_id` text,
	`reason` text,
	`lease_until` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `idempotency_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `__new_login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`account` text DEFAULT '' NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
-- Hand-edited: the old table had neither id nor account.
INSERT INTO `__new_login_failures`("ip", "failed_at") SELECT "ip", "failed_at" FROM `login_failures`;--> statement-breakpoint
DROP TABLE `login_failures`;--> statement-breakpoint
ALTER TABLE `__new_login_failures` RENAME TO `login_failures`;--> statement-breakpoint
CREATE INDEX `login_failures_ip_idx` ON `login_failures` (`ip`,`failed_at`);--> statement-breakpoint
CREATE INDEX `login_failures_account_idx` ON `login_failures` (`account`,`failed_at`);
CREATE TABLE `guests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`bookings` integer DEFAULT 0 NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`no_shows` integer DEFAULT 0 NOT NULL,
	`cancellations` integer DEFAULT 0 NOT NULL,
	`late_cancellations` integer DEFAULT 0 NOT NULL,
	`last_visit` text,
	`last_booking` text,
	`updated_at` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guests_key_idx` ON `guests` (`key`);--> statement-breakpoint
CREATE INDEX `guests_last_booking_idx` ON `guests` (`last_booking`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `guest_key` text GENERATED ALWAYS AS ((CASE
    WHEN email <> '' THEN lower(email)
    WHEN replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') <> '' THEN 'tel:' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '')
    ELSE NULL END)) VIRTUAL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `guest_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `reservations` ADD `cancelled_at` integer;--> statement-breakpoint
CREATE INDEX `reservations_guest_key_idx` ON `reservations` (`guest_key`,`date`,`time`);--> statement-breakpoint
-- Guest search (issue 31): a trigram index finds any part of a name, email or phone number, with
-- accents folded ("muller" finds "Müller"). The phone column holds its digits, also written the
-- other Berlin way ("49 30 …" and "030 …"), so either form typed finds it.
CREATE VIRTUAL TABLE `guests_fts` USING fts5(name, email, phone, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
CREATE TRIGGER `guests_fts_insert` AFTER INSERT ON `guests` BEGIN
  INSERT INTO guests_fts (rowid, name, email, phone)
  SELECT new.id, new.name, new.email, d || CASE
      WHEN d LIKE '49%' THEN ' 0' || substr(d, 3)
      WHEN d LIKE '0%' THEN ' 49' || substr(d, 2)
      ELSE '' END
  FROM (SELECT CASE WHEN p LIKE '00%' THEN substr(p, 3) ELSE p END AS d FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') AS p));
END;--> statement-breakpoint
CREATE TRIGGER `guests_fts_update` AFTER UPDATE OF name, email, phone ON `guests`
  WHEN old.name IS NOT new.name OR old.email IS NOT new.email OR old.phone IS NOT new.phone BEGIN
  DELETE FROM guests_fts WHERE rowid = old.id;
  INSERT INTO guests_fts (rowid, name, email, phone)
  SELECT new.id, new.name, new.email, d || CASE
      WHEN d LIKE '49%' THEN ' 0' || substr(d, 3)
      WHEN d LIKE '0%' THEN ' 49' || substr(d, 2)
      ELSE '' END
  FROM (SELECT CASE WHEN p LIKE '00%' THEN substr(p, 3) ELSE p END AS d FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') AS p));
END;--> statement-breakpoint
CREATE TRIGGER `guests_fts_delete` AFTER DELETE ON `guests` BEGIN
  DELETE FROM guests_fts WHERE rowid = old.id;
END;--> statement-breakpoint
-- A guest's row follows their bookings in the statement that writes them, whatever code path
-- writes (booking, staff, guest link, nightly jobs, erasure): no caller can forget the counts.
CREATE TRIGGER `reservations_guest_insert` AFTER INSERT ON `reservations` WHEN new.guest_key IS NOT NULL BEGIN
  INSERT INTO guests (key, name, email, phone, bookings, visits, no_shows, cancellations, late_cancellations, last_visit, last_booking, updated_at)
  SELECT r.guest_key, l.name, l.email, l.phone, count(*),
    count(CASE WHEN r.status IN ('seated', 'completed') THEN 1 END),
    count(CASE WHEN r.status = 'no-show' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' AND r.cancelled_at > r.starts_at - 86400000 THEN 1 END),
    max(CASE WHEN r.status IN ('seated', 'completed') THEN r.date END), max(r.date), CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM reservations r
  JOIN (SELECT name, email, phone FROM reservations WHERE guest_key = new.guest_key
    ORDER BY date DESC, time DESC, created_at DESC, id DESC LIMIT 1) l
  WHERE r.guest_key = new.guest_key
  GROUP BY r.guest_key
  ON CONFLICT (key) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone,
    bookings = excluded.bookings, visits = excluded.visits, no_shows = excluded.no_shows,
    cancellations = excluded.cancellations, late_cancellations = excluded.late_cancellations,
    last_visit = excluded.last_visit, last_booking = excluded.last_booking, updated_at = excluded.updated_at;
  DELETE FROM guests WHERE key = new.guest_key AND NOT EXISTS (SELECT 1 FROM reservations WHERE guest_key = new.guest_key);
END;--> statement-breakpoint
CREATE TRIGGER `reservations_guest_update` AFTER UPDATE OF status, name, email, phone, date, time, starts_at ON `reservations` BEGIN
  UPDATE reservations SET cancelled_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
    WHERE id = new.id AND new.status = 'cancelled' AND old.status IS NOT 'cancelled';
  INSERT INTO guests (key, name, email, phone, bookings, visits, no_shows, cancellations, late_cancellations, last_visit, last_booking, updated_at)
  SELECT r.guest_key, l.name, l.email, l.phone, count(*),
    count(CASE WHEN r.status IN ('seated', 'completed') THEN 1 END),
    count(CASE WHEN r.status = 'no-show' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' AND r.cancelled_at > r.starts_at - 86400000 THEN 1 END),
    max(CASE WHEN r.status IN ('seated', 'completed') THEN r.date END), max(r.date), CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM reservations r
  JOIN (SELECT name, email, phone FROM reservations WHERE guest_key = old.guest_key
    ORDER BY date DESC, time DESC, created_at DESC, id DESC LIMIT 1) l
  WHERE r.guest_key = old.guest_key AND old.guest_key IS NOT new.guest_key
  GROUP BY r.guest_key
  ON CONFLICT (key) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone,
    bookings = excluded.bookings, visits = excluded.visits, no_shows = excluded.no_shows,
    cancellations = excluded.cancellations, late_cancellations = excluded.late_cancellations,
    last_visit = excluded.last_visit, last_booking = excluded.last_booking, updated_at = excluded.updated_at;
  DELETE FROM guests WHERE key = old.guest_key AND old.guest_key IS NOT new.guest_key AND NOT EXISTS (SELECT 1 FROM reservations WHERE guest_key = old.guest_key);
  INSERT INTO guests (key, name, email, phone, bookings, visits, no_shows, cancellations, late_cancellations, last_visit, last_booking, updated_at)
  SELECT r.guest_key, l.name, l.email, l.phone, count(*),
    count(CASE WHEN r.status IN ('seated', 'completed') THEN 1 END),
    count(CASE WHEN r.status = 'no-show' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' AND r.cancelled_at > r.starts_at - 86400000 THEN 1 END),
    max(CASE WHEN r.status IN ('seated', 'completed') THEN r.date END), max(r.date), CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM reservations r
  JOIN (SELECT name, email, phone FROM reservations WHERE guest_key = new.guest_key
    ORDER BY date DESC, time DESC, created_at DESC, id DESC LIMIT 1) l
  WHERE r.guest_key = new.guest_key
  GROUP BY r.guest_key
  ON CONFLICT (key) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone,
    bookings = excluded.bookings, visits = excluded.visits, no_shows = excluded.no_shows,
    cancellations = excluded.cancellations, late_cancellations = excluded.late_cancellations,
    last_visit = excluded.last_visit, last_booking = excluded.last_booking, updated_at = excluded.updated_at;
  DELETE FROM guests WHERE key = new.guest_key AND NOT EXISTS (SELECT 1 FROM reservations WHERE guest_key = new.guest_key);
END;--> statement-breakpoint
CREATE TRIGGER `reservations_guest_delete` AFTER DELETE ON `reservations` WHEN old.guest_key IS NOT NULL BEGIN
  INSERT INTO guests (key, name, email, phone, bookings, visits, no_shows, cancellations, late_cancellations, last_visit, last_booking, updated_at)
  SELECT r.guest_key, l.name, l.email, l.phone, count(*),
    count(CASE WHEN r.status IN ('seated', 'completed') THEN 1 END),
    count(CASE WHEN r.status = 'no-show' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' THEN 1 END),
    count(CASE WHEN r.status = 'cancelled' AND r.cancelled_at > r.starts_at - 86400000 THEN 1 END),
    max(CASE WHEN r.status IN ('seated', 'completed') THEN r.date END), max(r.date), CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM reservations r
  JOIN (SELECT name, email, phone FROM reservations WHERE guest_key = old.guest_key
    ORDER BY date DESC, time DESC, created_at DESC, id DESC LIMIT 1) l
  WHERE r.guest_key = old.guest_key
  GROUP BY r.guest_key
  ON CONFLICT (key) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone,
    bookings = excluded.bookings, visits = excluded.visits, no_shows = excluded.no_shows,
    cancellations = excluded.cancellations, late_cancellations = excluded.late_cancellations,
    last_visit = excluded.last_visit, last_booking = excluded.last_booking, updated_at = excluded.updated_at;
  DELETE FROM guests WHERE key = old.guest_key AND NOT EXISTS (SELECT 1 FROM reservations WHERE guest_key = old.guest_key);
END;--> statement-breakpoint
-- Today's bookings become profiles (the insert trigger indexes each for search).
INSERT INTO guests (key, name, email, phone, bookings, visits, no_shows, cancellations, last_visit, last_booking, updated_at)
  SELECT k, name, email, phone, bookings, visits, no_shows, cancellations, last_visit, last_booking, CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM (SELECT guest_key AS k, name, email, phone,
      row_number() OVER (PARTITION BY guest_key ORDER BY date DESC, time DESC, created_at DESC, id DESC) AS n,
      count(*) OVER w AS bookings,
      count(CASE WHEN status IN ('seated', 'completed') THEN 1 END) OVER w AS visits,
      count(CASE WHEN status = 'no-show' THEN 1 END) OVER w AS no_shows,
      count(CASE WHEN status = 'cancelled' THEN 1 END) OVER w AS cancellations,
      max(CASE WHEN status IN ('seated', 'completed') THEN date END) OVER w AS last_visit,
      max(date) OVER w AS last_booking
    FROM reservations WHERE guest_key IS NOT NULL
    WINDOW w AS (PARTITION BY guest_key))
  WHERE n = 1;

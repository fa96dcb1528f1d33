-- Guest search finds a guest by any name, email or phone number of their bookings, as it did
-- before the profiles (issue 14's search read every booking): "Pillai" still finds the guest whose
-- latest booking says "Meera P.". Migration 0009's search row held the latest booking's only.
-- Each guest's row is rewritten when a booking is added or removed or the latest one's contact changes,
-- reading that guest's bookings through the guest_key index. Names and emails one per line, so a
-- search cannot match across two of them; phones as digits, both ways Berlin writes them.
DROP TRIGGER `guests_fts_insert`;--> statement-breakpoint
DROP TRIGGER `guests_fts_update`;--> statement-breakpoint
CREATE TRIGGER `guests_fts_insert` AFTER INSERT ON `guests` BEGIN
  INSERT INTO guests_fts (rowid, name, email, phone)
  SELECT new.id,
    (SELECT group_concat(name, char(10)) FROM (SELECT DISTINCT name FROM reservations WHERE guest_key = new.key AND name <> '')),
    (SELECT group_concat(email, char(10)) FROM (SELECT DISTINCT lower(email) AS email FROM reservations WHERE guest_key = new.key AND email <> '')),
    (SELECT group_concat(v, ' ') FROM (SELECT DISTINCT d || CASE
        WHEN d LIKE '49%' THEN ' 0' || substr(d, 3)
        WHEN d LIKE '0%' THEN ' 49' || substr(d, 2)
        ELSE '' END AS v
      FROM (SELECT CASE WHEN p LIKE '00%' THEN substr(p, 3) ELSE p END AS d
        FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') AS p FROM (SELECT DISTINCT phone FROM reservations WHERE guest_key = new.key)))
      WHERE d <> ''));
END;--> statement-breakpoint
-- Only when what is searched may have changed: a booking added or removed, or the latest one's
-- contact edited. A status change (the host stand's every tap) leaves the search row alone; an
-- older booking's contact edited shows in search with the guest's next booking.
CREATE TRIGGER `guests_fts_update` AFTER UPDATE OF key, name, email, phone, bookings ON `guests`
  WHEN old.key IS NOT new.key OR old.name IS NOT new.name OR old.email IS NOT new.email
    OR old.phone IS NOT new.phone OR old.bookings IS NOT new.bookings BEGIN
  DELETE FROM guests_fts WHERE rowid = old.id;
  INSERT INTO guests_fts (rowid, name, email, phone)
  SELECT new.id,
    (SELECT group_concat(name, char(10)) FROM (SELECT DISTINCT name FROM reservations WHERE guest_key = new.key AND name <> '')),
    (SELECT group_concat(email, char(10)) FROM (SELECT DISTINCT lower(email) AS email FROM reservations WHERE guest_key = new.key AND email <> '')),
    (SELECT group_concat(v, ' ') FROM (SELECT DISTINCT d || CASE
        WHEN d LIKE '49%' THEN ' 0' || substr(d, 3)
        WHEN d LIKE '0%' THEN ' 49' || substr(d, 2)
        ELSE '' END AS v
      FROM (SELECT CASE WHEN p LIKE '00%' THEN substr(p, 3) ELSE p END AS d
        FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') AS p FROM (SELECT DISTINCT phone FROM reservations WHERE guest_key = new.key)))
      WHERE d <> ''));
END;--> statement-breakpoint
DELETE FROM guests_fts;--> statement-breakpoint
INSERT INTO guests_fts (rowid, name, email, phone)
  SELECT guests.id,
    (SELECT group_concat(name, char(10)) FROM (SELECT DISTINCT name FROM reservations WHERE guest_key = guests.key AND name <> '')),
    (SELECT group_concat(email, char(10)) FROM (SELECT DISTINCT lower(email) AS email FROM reservations WHERE guest_key = guests.key AND email <> '')),
    (SELECT group_concat(v, ' ') FROM (SELECT DISTINCT d || CASE
        WHEN d LIKE '49%' THEN ' 0' || substr(d, 3)
        WHEN d LIKE '0%' THEN ' 49' || substr(d, 2)
        ELSE '' END AS v
      FROM (SELECT CASE WHEN p LIKE '00%' THEN substr(p, 3) ELSE p END AS d
        FROM (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(phone, char(43), ''), char(40), ''), char(41), ''), char(45), ''), char(47), ''), char(46), ''), char(32), ''), char(160), ''), char(5760), ''), char(8192), ''), char(8193), ''), char(8194), ''), char(8195), ''), char(8196), ''), char(8197), ''), char(8198), ''), char(8199), ''), char(8200), ''), char(8201), ''), char(8202), ''), char(8232), ''), char(8233), ''), char(8239), ''), char(8287), ''), char(12288), '') AS p FROM reservations WHERE guest_key = guests.key))
      WHERE d <> ''))
  FROM guests;

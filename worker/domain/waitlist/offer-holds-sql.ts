import { sql, type SQL } from 'drizzle-orm';
import { resetMs, type Stay } from '../room/stay-sql';

/**
 * The instant (epoch ms) a Berlin wall-clock date and time start, worked out by SQLite: the wall
 * clock read as UTC, less Berlin's offset, two hours from the last Sunday of March 02:00 to the
 * last Sunday of October 03:00, else one (shared/berlin-time.ts's berlinInstant, in SQL). The
 * waitlist stores an offer's date and time as the guest reads them, not as an instant.
 */
export const berlinInstantSql = (date: SQL, time: SQL): SQL => {
  const wall = sql`(${date} || ' ' || ${time})`;
  // Literal SQL, not bound values: D1 allows 100 variables a statement, and a booking's statement
  // repeats this rule once per unit kind and check.
  const lastSunday = (firstOfNextMonth: string) =>
    sql`date(substr(${date}, 1, 4) || ${sql.raw(`'${firstOfNextMonth}'`)}, '-7 days', 'weekday 0')`;
  const summer = sql`(${wall} >= ${lastSunday('-04-01')} || ' 02:00' AND ${wall} < ${lastSunday('-11-01')} || ' 03:00')`;
  return sql`(unixepoch(${wall}) * 1000 - (CASE WHEN ${summer} THEN 7200000 ELSE 3600000 END))`;
};

/** The stay an offer holds: its party's band from the offered time (stay-sql.ts's stayMs, per row). */
const holdStart = berlinInstantSql(sql`w.date`, sql`w.offer_time`);
const holdEnd = sql`(${holdStart} + 60000 * coalesce((SELECT minutes FROM stay_bands WHERE w.guests BETWEEN min_guests AND max_guests), 180))`;

/**
 * The tables an unexpired waitlist offer holds during the stay, reset included on both sides, as
 * a booking's would (free-unit-sql.ts's overlap rule). Decision 053: a hold occupies its tables
 * for guests' online bookings and other offers, never for staff, and not for its own acceptance.
 */
export const tablesHeldByOffers = (stay: Stay, at: Date): SQL => sql`
  SELECT j.value FROM waitlist_entries w INDEXED BY waitlist_offer_idx, json_each(w.offer_tables) j
  WHERE w.status = 'offered' AND w.offer_expires_at > ${at.getTime()}
    AND ${holdStart} < ${stay.endsAt} + ${resetMs} AND ${stay.startsAt} < ${holdEnd} + ${resetMs}`;

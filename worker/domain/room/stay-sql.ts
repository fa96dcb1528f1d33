import { sql, type SQL } from 'drizzle-orm';
import { berlinInstant } from '../../../shared/berlin-time';

/** A party size no band covers (more guests than the room's bands name) stays this long. */
const LONGEST_STAY_MINUTES = 180;

/**
 * The stay of a party of `guests` in ms, as D1 reads it when the statement runs, so the end a
 * booking stores and the end its table check used are the same number.
 */
export const stayMs = (guests: number): SQL =>
  sql`(60000 * coalesce((SELECT minutes FROM stay_bands WHERE ${guests} BETWEEN min_guests AND max_guests), ${LONGEST_STAY_MINUTES}))`;

/** The reset between two bookings at a table, in ms. */
export const resetMs: SQL = sql`(60000 * coalesce((SELECT reset_minutes FROM room_settings WHERE id = 1), 0))`;

/** The instant (epoch ms) a booking at a Berlin date and time starts. */
export const startsAtOf = (date: string, time: string) => berlinInstant(date, time).getTime();

/**
 * A stay as a claim on tables: from its start to its end, in epoch ms. Either may be SQL, read as
 * the statement runs: the end from the stay bands, the start from a column when one statement asks
 * about many times (day-availability.ts).
 */
export type Stay = { startsAt: number | SQL; endsAt: number | SQL };

/** The stay a booking of `guests` at date and time asks for: its band's length, unless given one (ms). */
export const stayOf = (date: string, time: string, guests: number, length: number | SQL = stayMs(guests)): Stay => {
  const startsAt = startsAtOf(date, time);
  return { startsAt, endsAt: sql`(${startsAt} + ${length})` };
};

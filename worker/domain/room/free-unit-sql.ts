import { sql, type SQL } from 'drizzle-orm';
import { holdsPlace } from '../reservations/holds-place';
import { resetMs, type Stay } from './stay-sql';
import { DEFAULT_BOOKING_POLICIES } from '../../../shared/rules/reservation-window';
import { tablesHeldByOffers } from '../waitlist/offer-holds-sql';

/**
 * What a booking asks of the room: a party of `guests` for a stay, leaving out the booking being
 * moved (`exceptId`), online (only the tables guests may book) or by staff (every active table).
 * An online claim also finds the tables a waitlist offer holds busy, unless it is the acceptance
 * of an offer (`acceptingOffer`, decision 053).
 */
export type TableClaim = {
  guests: number;
  stay: Stay;
  at: Date;
  exceptId?: string;
  byStaff: boolean;
  acceptingOffer?: boolean;
};

/**
 * The tables held during the stay, reset included on both sides: a booking holding a place
 * (holdsPlace) whose stay, plus the reset, overlaps this one's. THE overlap rule; the JavaScript
 * twin for the availability list is in party-availability.ts.
 */
export const busyTables = (claim: TableClaim): SQL =>
  claim.byStaff || claim.acceptingOffer
    ? sql`(SELECT rt.table_id ${overlapping(claim)})`
    : sql`(SELECT rt.table_id ${overlapping(claim)} UNION ALL ${tablesHeldByOffers(claim.stay, claim.at)})`;

/** The bookings behind busyTables, with the table each holds and its stay: what a clash message names. */
export const busyStays = (claim: TableClaim): SQL =>
  sql`SELECT rt.table_id AS table_id, r.starts_at AS starts_at, r.ends_at AS ends_at ${overlapping(claim)}`;

/** Longer than any stay (the bands allow at most 6 hours): the lower bound lets the stay index skip every earlier day's bookings. */
const DAY_MS = 86_400_000;

// INDEXED BY: left to itself SQLite reads the held statuses through the status index, which
// matches nearly every booking ever made ('completed' holds a place): ~4 ms a statement on the
// demo's 93 bookings, growing with the restaurant's history. The stay index reads only the
// bookings of the stay's day: 0.45 ms (node:sqlite, the availability statement, 2026-11-27).
const overlapping = ({ stay, at, exceptId = '' }: TableClaim): SQL => sql`
  FROM reservations r INDEXED BY reservations_stay_idx JOIN reservation_tables rt ON rt.reservation_id = r.id
  WHERE r.id <> ${exceptId} AND ${holdsPlace(at)}
    AND r.starts_at < ${stay.endsAt} + ${resetMs} AND ${stay.startsAt} < r.ends_at + ${resetMs}
    AND r.starts_at > ${stay.startsAt} - ${DAY_MS}`;

const usable = (byStaff: boolean) =>
  byStaff ? sql`t.active = 1 AND t.retired = 0` : sql`t.active = 1 AND t.retired = 0 AND t.online = 1`;

/**
 * Every unit (a table alone, kind 0, or a combination, kind 1) that seats the party and is free
 * for the stay. A combination is free only when every member is, and usable only when every
 * member is. Ordered as assignment picks: a table before a combination, the smallest first, then
 * the owner's priority.
 */
export const freeUnits = (claim: TableClaim): SQL => {
  const busy = busyTables(claim);
  return sql`
  SELECT 0 AS kind, t.id AS unit_id, t.max_covers AS size, t.priority AS priority FROM dining_tables t
  WHERE ${usable(claim.byStaff)} AND ${claim.guests} BETWEEN t.min_covers AND t.max_covers AND t.id NOT IN ${busy}
  UNION ALL
  SELECT 1, c.id, c.max_covers, c.priority FROM table_combinations c
  WHERE ${claim.guests} BETWEEN c.min_covers AND c.max_covers
    AND EXISTS (SELECT 1 FROM combination_tables m WHERE m.combination_id = c.id)
    AND NOT EXISTS (
      SELECT 1 FROM combination_tables m JOIN dining_tables t ON t.id = m.table_id
      WHERE m.combination_id = c.id AND (NOT (${usable(claim.byStaff)}) OR t.id IN ${busy}))
  ORDER BY kind, size, priority, unit_id`;
};

/** Whether some unit seats the party for the stay, as the statement runs. */
export const hasFreeUnit = (claim: TableClaim): SQL => sql`EXISTS (${freeUnits(claim)})`;

/** The tables of the unit assignment picks: one row per table (table_id). */
export const pickedTables = (claim: TableClaim): SQL => sql`(
  SELECT m.table_id FROM (${freeUnits(claim)} LIMIT 1) u
  JOIN (SELECT 0 AS kind, id AS unit_id, id AS table_id FROM dining_tables
        UNION ALL SELECT 1, combination_id, table_id FROM combination_tables) m
    ON m.kind = u.kind AND m.unit_id = u.unit_id)`;

/** The most guests one unit guests may book online seats: above it, an online booking is a request. */
const largestOnlineUnit: SQL = sql`(SELECT coalesce(max(size), 0) FROM (
  SELECT t.max_covers AS size FROM dining_tables t WHERE ${usable(false)}
  UNION ALL
  SELECT c.max_covers FROM table_combinations c
  WHERE EXISTS (SELECT 1 FROM combination_tables m WHERE m.combination_id = c.id)
    AND NOT EXISTS (SELECT 1 FROM combination_tables m JOIN dining_tables t ON t.id = m.table_id
      WHERE m.combination_id = c.id AND NOT (${usable(false)}))))`;

/**
 * Whether an online party is a request staff seat by hand: more guests than the owner's large-party
 * threshold (issue 29; the form's "More than N (We'll contact you)"), or more than any unit guests
 * may book seats.
 */
export const isOnlineRequest = (
  guests: number,
  largeParty: number = DEFAULT_BOOKING_POLICIES.largePartyThreshold,
): SQL => (guests > largeParty ? sql`1` : sql`(${guests} > ${largestOnlineUnit})`);

/** The chosen tables (staff's pick) are active, seat the party and are free for the stay, as the statement runs. */
export const chosenTablesFree = (claim: TableClaim, tableIds: string[]): SQL => sql`(
  (SELECT count(*) FROM dining_tables t WHERE t.id IN ${tableIds} AND ${usable(true)}) = ${tableIds.length}
  AND (SELECT coalesce(sum(t.max_covers), 0) FROM dining_tables t WHERE t.id IN ${tableIds}) >= ${claim.guests}
  AND NOT EXISTS (SELECT 1 FROM dining_tables t WHERE t.id IN ${tableIds} AND t.id IN ${busyTables(claim)}))`;

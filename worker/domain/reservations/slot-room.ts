import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SLOT_CAPACITY, DEFAULT_SLOT_TIMES } from '../../../shared/constants';
import { holdsPlace } from './holds-place';
import { chosenTablesFree, hasFreeUnit, largestOnlineUnit, type TableClaim } from '../room/free-unit-sql';
import { stayOf } from '../room/stay-sql';

/**
 * The slot's pacing as D1 sees it when the statement runs: the most parties that may start in it
 * on a day with a record (0 when the day is closed, the slot disabled or missing), else a default
 * slot's. Read inside the writing statement, not from an earlier read, because staff may close
 * the day or lower the pacing between the two round trips.
 */
const capacityAt = (date: string, time: string) => sql`(CASE
  WHEN NOT EXISTS (SELECT 1 FROM schedule_days WHERE date = ${date})
    THEN ${DEFAULT_SLOT_TIMES.includes(time) ? DEFAULT_SLOT_CAPACITY : 0}
  ELSE coalesce((
    SELECT s.max_reservations FROM time_slots s JOIN schedule_days d ON d.date = s.date
    WHERE s.date = ${date} AND s.time = ${time} AND s.available = 1 AND d.is_open = 1
  ), 0)
END)`;

/** The most covers that may start in the slot (issue 28); NULL: no limit, as on a day without a record. */
const coversLimitAt = (date: string, time: string) =>
  sql`(SELECT s.max_covers FROM time_slots s WHERE s.date = ${date} AND s.time = ${time})`;

const heldIn = (date: string, time: string, at: Date, exceptId: string) =>
  sql`FROM reservations WHERE date = ${date} AND time = ${time} AND id <> ${exceptId} AND ${holdsPlace(at)}`;

type Room = {
  date: string;
  time: string;
  guests: number;
  at: Date;
  exceptId?: string;
  overCapacity?: boolean;
  /** Staff may seat any active table; guests only the ones booked online. */
  byStaff?: boolean;
  /** A booking that stays in its slot (only its party size changed) is already one of its parties. */
  sameSlot?: boolean;
  /** The tables staff chose: these must be free, rather than any unit. */
  tableIds?: string[];
};

/** The claim a booking at this slot makes on the room's tables. */
export const claimOf = ({ date, time, guests, at, exceptId, byStaff = false }: Room): TableClaim => ({
  guests,
  stay: stayOf(date, time, guests),
  at,
  exceptId,
  byStaff,
});

/** Pacing: fewer parties than the slot takes, and room for these covers if the slot limits them. */
function pacingAllows({ date, time, guests, at, exceptId = '', sameSlot = false }: Room): SQL {
  const limit = coversLimitAt(date, time);
  const parties = sameSlot
    ? sql`${capacityAt(date, time)} > 0`
    : sql`(SELECT count(*) ${heldIn(date, time, at, exceptId)}) < ${capacityAt(date, time)}`;
  return sql`${parties}
    AND (${limit} IS NULL OR (SELECT coalesce(sum(guests), 0) ${heldIn(date, time, at, exceptId)}) + ${guests} <= ${limit})`;
}

/**
 * The condition a writing statement (INSERT … SELECT … WHERE, UPDATE … WHERE) puts on a booking:
 * pacing allows it and a table or combination is free for the whole stay, or, online, the party is
 * larger than any table guests can book, which makes it a request staff seat by hand (issue 28).
 * When staff confirmed "over capacity", only that the slot is open. Evaluated by the statement
 * itself, so concurrent requests can never overfill a slot nor put two parties on one table.
 */
export function slotHasRoom(room: Room): SQL {
  if (room.overCapacity) return sql`${capacityAt(room.date, room.time)} > 0`;
  const seats = room.tableIds?.length
    ? chosenTablesFree(claimOf(room), room.tableIds)
    : room.byStaff
      ? hasFreeUnit(claimOf(room))
      : sql`(${hasFreeUnit(claimOf(room))} OR ${room.guests} > ${largestOnlineUnit})`;
  return sql`(${pacingAllows(room)} AND ${seats})`;
}

/** 'request' when an online party is larger than any table guests can book, as the INSERT runs. */
export const seatingOf = (guests: number): SQL =>
  sql`(CASE WHEN ${guests} > ${largestOnlineUnit} THEN 'request' ELSE 'table' END)`;

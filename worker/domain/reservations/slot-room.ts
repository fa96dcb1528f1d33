import { sql, type SQL } from 'drizzle-orm';
import { holdsPlace } from './holds-place';
import { chosenTablesFree, hasFreeUnit, isOnlineRequest, type TableClaim } from '../room/free-unit-sql';
import { stayOf } from '../room/stay-sql';
import { serviceHolding } from '../schedule/weekly-sql';

/**
 * The slot's pacing as D1 sees it when the statement runs: the most parties that may start in it
 * on a day with a record, an exception (0 when the day is closed, the slot disabled or missing),
 * else its weekday's service's (issue 29; 0 when no service holds the time, or, for guests, when
 * the service is not online). Read inside the writing statement, not from an earlier read, because
 * staff may close the day, lower the pacing or change the rules between the two round trips.
 */
const capacityAt = (date: string, time: string, byStaff: boolean) => sql`(CASE
  WHEN NOT EXISTS (SELECT 1 FROM schedule_days WHERE date = ${date})
    THEN coalesce((SELECT max_parties FROM weekly_services WHERE ${serviceHolding(date, time, byStaff)} LIMIT 1), 0)
  ELSE coalesce((
    SELECT s.max_reservations FROM time_slots s JOIN schedule_days d ON d.date = s.date
    WHERE s.date = ${date} AND s.time = ${time} AND s.available = 1 AND d.is_open = 1
  ), 0)
END)`;

/** The most covers that may start in the slot (issue 28), from the exception or else the rule; NULL: no limit. */
const coversLimitAt = (date: string, time: string) => sql`(CASE
  WHEN NOT EXISTS (SELECT 1 FROM schedule_days WHERE date = ${date})
    THEN (SELECT max_covers FROM weekly_services WHERE ${serviceHolding(date, time, true)} LIMIT 1)
  ELSE (SELECT s.max_covers FROM time_slots s WHERE s.date = ${date} AND s.time = ${time})
END)`;

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
  /** The stay's length in ms when staff set it or the booking keeps its own; else the party size's band. */
  stayLength?: number | SQL;
  /** Online: the owner's large-party threshold (issue 29), above which the party is a request. */
  largeParty?: number;
  /** The acceptance of a waitlist offer: offers' holds are not in its way (decision 053). */
  acceptingOffer?: boolean;
};

/** The claim a booking at this slot makes on the room's tables. */
export const claimOf = ({
  date,
  time,
  guests,
  at,
  exceptId,
  byStaff = false,
  stayLength,
  acceptingOffer,
}: Room): TableClaim => ({
  guests,
  stay: stayOf(date, time, guests, stayLength),
  at,
  exceptId,
  byStaff,
  acceptingOffer,
});

/** Pacing: fewer parties than the slot takes, and room for these covers if the slot limits them. */
export function pacingAllows({ date, time, guests, at, exceptId = '', sameSlot = false, byStaff = false }: Room): SQL {
  const limit = coversLimitAt(date, time);
  const parties = sameSlot
    ? sql`${capacityAt(date, time, byStaff)} > 0`
    : sql`(SELECT count(*) ${heldIn(date, time, at, exceptId)}) < ${capacityAt(date, time, byStaff)}`;
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
  if (room.overCapacity) return sql`${capacityAt(room.date, room.time, room.byStaff ?? false)} > 0`;
  const seats = room.tableIds?.length
    ? chosenTablesFree(claimOf(room), room.tableIds)
    : room.byStaff
      ? hasFreeUnit(claimOf(room))
      : sql`(${hasFreeUnit(claimOf(room))} OR ${isOnlineRequest(room.guests, room.largeParty)})`;
  return sql`(${pacingAllows(room)} AND ${seats})`;
}

/** 'request' for an online party staff seat by hand (isOnlineRequest), as the INSERT runs. */
export const seatingOf = (guests: number, largeParty?: number): SQL =>
  sql`(CASE WHEN ${isOnlineRequest(guests, largeParty)} THEN 'request' ELSE 'table' END)`;

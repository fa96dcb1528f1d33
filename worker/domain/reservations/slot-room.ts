import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SLOT_CAPACITY, DEFAULT_SLOT_TIMES } from '../../../shared/constants';
import { holdsPlace } from './holds-place';

/**
 * The slot's capacity as D1 sees it when the statement runs: its own slot on a day with a record
 * (0 when the day is closed, the slot disabled or missing), else a default slot's capacity.
 * Read inside the writing statement, not from an earlier read, because staff may close the day
 * or lower the capacity between the two round trips.
 */
const capacityAt = (date: string, time: string) => sql`(CASE
  WHEN NOT EXISTS (SELECT 1 FROM schedule_days WHERE date = ${date})
    THEN ${DEFAULT_SLOT_TIMES.includes(time) ? DEFAULT_SLOT_CAPACITY : 0}
  ELSE coalesce((
    SELECT s.max_reservations FROM time_slots s JOIN schedule_days d ON d.date = s.date
    WHERE s.date = ${date} AND s.time = ${time} AND s.available = 1 AND d.is_open = 1
  ), 0)
END)`;

/** How many bookings hold a place in the slot, leaving out `exceptId` (the booking being moved). */
const heldInSlot = (date: string, time: string, at: Date, exceptId = '') => sql`(
  SELECT count(*) FROM reservations WHERE date = ${date} AND time = ${time} AND id <> ${exceptId} AND ${holdsPlace(at)})`;

type Room = { date: string; time: string; at: Date; exceptId?: string; overCapacity?: boolean };

/**
 * The condition a writing statement (INSERT … SELECT … WHERE, UPDATE … WHERE) puts on the slot:
 * there is a free place, or, when staff confirmed "over capacity", the slot is at least open.
 * Evaluated by the statement itself, so concurrent requests can never overfill a slot.
 */
export function slotHasRoom({ date, time, at, exceptId, overCapacity }: Room): SQL {
  const capacity = capacityAt(date, time);
  return overCapacity ? sql`${capacity} > 0` : sql`${heldInSlot(date, time, at, exceptId)} < ${capacity}`;
}

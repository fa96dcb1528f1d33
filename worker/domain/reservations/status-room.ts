import { sql, type SQL } from 'drizzle-orm';
import type { reservations } from '../../db/schema';
import type { Database } from '../../env';
import type { ReservationStatus } from '../../../shared/constants';
import { slotState, type SlotState } from './availability';
import { holdsPlace } from './holds-place';
import { claimOf, slotHasRoom } from './slot-room';
import { reseatTables } from '../room/claim-tables';

type Row = typeof reservations.$inferSelect;
/** The statuses that hold a place whatever the clock says (holdsPlace); a no-show's place lapses once its slot starts. */
const ALWAYS_HOLDING: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated', 'completed'];

/** Into a holding status from one that may hold none: the booking takes a place (and tables) again. */
const takesPlaceAgain = (current: Row, to: ReservationStatus) =>
  ALWAYS_HOLDING.includes(to) && !ALWAYS_HOLDING.includes(current.status);

/**
 * What a status change asks of the slot (docs/decisions/021). Into a holding status from one that
 * may hold none (a no-show arriving late), the row must still hold its own place or the slot must
 * have room for it, counting the others, as the UPDATE runs: the same rule, and the same explicit
 * "over capacity", as a staff booking or an edit. `undefined`: the change takes no place.
 */
export function statusRoom(current: Row, to: ReservationStatus, at: Date, overCapacity: boolean): SQL | undefined {
  if (!takesPlaceAgain(current, to)) return undefined;
  const room = slotHasRoom({
    date: current.date,
    time: current.time,
    guests: current.guests,
    at,
    exceptId: current.id,
    overCapacity,
    byStaff: true,
  });
  return sql`(${holdsPlace(at)} OR ${room})`;
}

/**
 * The batch statements, after the UPDATE, that seat a booking taking a place again: its old tables
 * were free to others once its place lapsed, so it keeps them only while they are still free, else
 * takes the unit assignment picks (statusRoom made sure one was free). With "over capacity" staff
 * accepted the clash: the tables stay as they were.
 */
export function statusReseat(db: Database, current: Row, to: ReservationStatus, at: Date, overCapacity: boolean) {
  if (overCapacity || !takesPlaceAgain(current, to)) return [];
  const claim = claimOf({ date: current.date, time: current.time, guests: current.guests, at, byStaff: true });
  return reseatTables(
    db,
    current.id,
    claim,
    sql`SELECT 1 FROM reservations WHERE id = ${current.id} AND status = ${to}`,
  );
}

/** Why a change that needed room matched nothing: the slot as it stands, or null when it had room after all (the row moved on). */
export async function statusRefusal(
  db: Database,
  current: Row,
  at: Date,
  overCapacity: boolean,
): Promise<SlotState | null> {
  const state = await slotState(db, current.date, current.time, at, current.id);
  return state.kind === 'open' || (state.kind === 'full' && overCapacity) ? null : state;
}

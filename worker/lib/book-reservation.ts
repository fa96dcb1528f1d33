import { sql } from 'drizzle-orm';
import type { Database } from '../env';
import type { ReservationRequest } from '../../shared/rules/reservation';
import { slotVerdict, type Verdict } from './availability';
import { newId } from './ids';
import { AVAILABILITY_REASONS } from '../../shared/messages';
import { DEFAULT_SLOT_CAPACITY, DEFAULT_SLOT_TIMES } from '../../shared/constants';

export type BookingOutcome =
  | { ok: true; id: string; createdAt: number }
  | { ok: false; verdict: Exclude<Verdict, { available: true }> };

/**
 * The slot's capacity as D1 sees it when the INSERT runs: its own slot on a day with a record
 * (0 when the day is closed, the slot disabled or missing), else a default slot's capacity.
 * Read inside the INSERT, not from the earlier verdict, because staff may close the day or lower
 * the capacity between the two round trips.
 */
const capacityAtInsert = (date: string, time: string) => sql`CASE
  WHEN NOT EXISTS (SELECT 1 FROM schedule_days WHERE date = ${date})
    THEN ${DEFAULT_SLOT_TIMES.includes(time) ? DEFAULT_SLOT_CAPACITY : 0}
  ELSE coalesce((
    SELECT s.max_reservations FROM time_slots s JOIN schedule_days d ON d.date = s.date
    WHERE s.date = ${date} AND s.time = ${time} AND s.available = 1 AND d.is_open = 1
  ), 0)
END`;

/**
 * Books a slot. The verdict gives the reason for an easy refusal; the capacity check and the
 * insert are then one SQL statement, and D1 runs statements one at a time, so concurrent
 * requests can never overfill a slot nor book a day that was closed meanwhile.
 */
export async function bookReservation(db: Database, request: ReservationRequest, nowAt: Date): Promise<BookingOutcome> {
  const verdict = await slotVerdict(db, request.date, request.time, nowAt);
  if (!verdict.available) return { ok: false, verdict };

  const id = newId();
  const createdAt = nowAt.getTime();
  const r = request;
  const result = await db.run(sql`
    INSERT INTO reservations (id, name, email, phone, date, time, guests, occasion, special_requests, status, created_at)
    SELECT ${id}, ${r.name}, ${r.email}, ${r.phone}, ${r.date}, ${r.time}, ${r.guests}, ${r.occasion}, ${r.specialRequests}, 'pending', ${createdAt}
    WHERE (
      SELECT count(*) FROM reservations
      WHERE date = ${r.date} AND time = ${r.time} AND status IN ('pending', 'confirmed')
    ) < ${capacityAtInsert(r.date, r.time)}`);
  if (result.meta.changes === 1) return { ok: true, id, createdAt };
  // Refused at the last moment: say why as it stands now (closed, full…), as check-availability would.
  const now = await slotVerdict(db, request.date, request.time, nowAt);
  return { ok: false, verdict: now.available ? { available: false, kind: 'full', reason: AVAILABILITY_REASONS.full } : now };
}

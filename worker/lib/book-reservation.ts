import { sql } from 'drizzle-orm';
import type { Database } from '../env';
import type { ReservationRequest } from '../../shared/rules/reservation';
import { slotVerdict, type Verdict } from './availability';
import { newId } from './ids';
import { AVAILABILITY_REASONS } from '../../shared/messages';

export type BookingOutcome =
  | { ok: true; id: string; createdAt: number }
  | { ok: false; verdict: Exclude<Verdict, { available: true }> };

/**
 * Books a slot. The capacity check and the insert are one SQL statement, and D1 runs
 * statements one at a time, so concurrent requests can never overfill a slot.
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
    ) < ${verdict.capacity}`);
  if (result.meta.changes === 1) return { ok: true, id, createdAt };
  return { ok: false, verdict: { available: false, kind: 'full', reason: AVAILABILITY_REASONS.full } };
}

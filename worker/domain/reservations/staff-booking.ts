import { sql } from 'drizzle-orm';
import { insertWhere } from '../../db/insert-where';
import { reservations } from '../../db/schema';
import type { Database, Env } from '../../env';
import type { StaffBookingRequest } from '../../../shared/rules/staff-booking';
import { slotState, type SlotState } from './availability';
import { slotHasRoom } from './slot-room';
import { auditIf } from '../audit/audit';
import { newId } from '../../infra/ids';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import { bookingConfirmedEmail } from '../emails/booking-confirmed';
import { manageBookingUrl } from './manage-link';

export type StaffBookingOutcome =
  { ok: true; row: typeof reservations.$inferSelect; emailIds: string[] } | { ok: false; state: SlotState };

/**
 * A phone or walk-in booking (docs/decisions/021): confirmed at once, today allowed (also a slot
 * that already started). As for a guest, the capacity check and the INSERT are one statement;
 * with `overCapacity` it only asks that the day and slot are open. The audit entry and the guest's
 * confirmation (when they gave an email) are queued in the same batch, each only if the row went in.
 */
export async function staffBook(
  db: Database,
  env: Env,
  origin: string,
  r: StaffBookingRequest,
  actorId: string,
  at: Date,
): Promise<StaffBookingOutcome> {
  const id = newId();
  const createdAt = at.getTime();
  const row = {
    id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    date: r.date,
    time: r.time,
    guests: r.guests,
    occasion: r.occasion,
    specialRequests: r.specialRequests,
    status: 'confirmed' as const,
    language: r.language,
    createdAt,
    source: r.source,
    overCapacity: r.overCapacity,
  };
  const inserted = sql`SELECT 1 FROM reservations WHERE id = ${id}`;
  const detail = {
    date: r.date,
    time: r.time,
    guests: r.guests,
    source: r.source,
    ...(r.overCapacity ? { overCapacity: true } : {}),
  };
  const emails = r.email
    ? [{ id: newId(), email: bookingConfirmedEmail(row, await manageBookingUrl(env, origin, row, at), at) }]
    : [];
  const [result] = await db.batch([
    insertWhere(db, reservations, row, slotHasRoom({ date: r.date, time: r.time, at, overCapacity: r.overCapacity })),
    auditIf(
      db,
      { actorId, action: 'reservation.created', targetType: 'reservation', targetId: id, detail },
      inserted,
      createdAt,
    ),
    ...emails.map((e) => queueEmailIf(db, e.email, inserted, e.id, createdAt)),
  ]);
  if (result.meta.changes === 1) return { ok: true, row, emailIds: emails.map((e) => e.id) };
  // Refused: say why as the slot stands now (closed, not a slot, full).
  const state = await slotState(db, r.date, r.time, at);
  return { ok: false, state: state.kind === 'open' ? { ...state, kind: 'full' } : state };
}

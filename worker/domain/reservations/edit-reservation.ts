import { readSettings } from '../settings/read-settings';
import { eq, sql } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import type { Database, Env } from '../../env';
import type { ReservationEditRequest } from '../../../shared/rules/staff-booking';
import type { ReservationStatus } from '../../../shared/constants';
import { slotState, type SlotState } from './availability';
import { claimOf, slotHasRoom } from './slot-room';
import { reseatTables } from '../room/claim-tables';
import { stayMs, stayOf } from '../room/stay-sql';
import { auditIf } from '../audit/audit';
import { newId } from '../../infra/ids';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import { bookingDetails } from './reservation-emails';
import { bookingChangedEmail } from '../emails/booking-changed';
import { manageBookingUrl } from './manage-link';

type Row = typeof reservations.$inferSelect;
/** Only a booking still to come, or at the table, can be changed (docs/decisions/021). */
const EDITABLE_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated'];
const FIELDS = ['date', 'time', 'guests', 'specialRequests'] as const;

export type EditOutcome =
  // freedOn: the date whose tables the edit may have freed, for the waitlist (decision 053).
  | { ok: true; row: Row; emailId: string | null; freedOn?: string }
  | { ok: false; kind: 'notFound' }
  | { ok: false; kind: 'changedMeanwhile' }
  | { ok: false; kind: 'notEditable'; status: ReservationStatus }
  | { ok: false; kind: 'slot'; state: SlotState };

/**
 * Changes a booking's date, time, party size, stay length or notes. The row must still be as it was read, and
 * when it moves to another slot, that slot must have room (counting the other bookings), both in
 * the UPDATE's own WHERE, one statement, so concurrent bookings can never overfill the new slot.
 * The audit entry (field names and the non-personal before/after, never the note) and the guest's
 * email go first in the batch, on the same condition, so they are written exactly when it applies.
 */
export async function editReservation(
  db: Database,
  env: Env,
  origin: string,
  id: string,
  edit: ReservationEditRequest,
  actorId: string,
  at: Date,
): Promise<EditOutcome> {
  const [current] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!current) return { ok: false, kind: 'notFound' };
  if (!EDITABLE_STATUSES.includes(current.status)) return { ok: false, kind: 'notEditable', status: current.status };
  const next = {
    date: edit.date ?? current.date,
    time: edit.time ?? current.time,
    guests: edit.guests ?? current.guests,
    specialRequests: edit.specialRequests ?? current.specialRequests,
  };
  const currentLength = current.endsAt - current.startsAt;
  const stayChanged = edit.stayMinutes !== undefined && edit.stayMinutes * 60_000 !== currentLength;
  const changed = [
    ...FIELDS.filter((field) => next[field] !== current[field]),
    ...(stayChanged ? ['stay' as const] : []),
  ];
  if (changed.length === 0) return { ok: true, row: current, emailId: null };
  const moved = changed.includes('date') || changed.includes('time');
  // A new time, party size or length asks the room again: pacing, and a table for the new stay (issue 28).
  const reseat = moved || changed.includes('guests') || stayChanged;
  // Staff's length wins; a new party size takes its band's; a move keeps the booking's own.
  const stayLength =
    edit.stayMinutes !== undefined
      ? edit.stayMinutes * 60_000
      : changed.includes('guests')
        ? stayMs(next.guests)
        : currentLength;
  const room = {
    ...next,
    at,
    exceptId: id,
    overCapacity: edit.overCapacity,
    byStaff: true,
    sameSlot: !moved,
    stayLength,
  };

  const asRead = sql`id = ${id} AND status = ${current.status} AND date = ${current.date} AND time = ${current.time}
    AND guests = ${current.guests} AND special_requests = ${current.specialRequests} AND ends_at = ${current.endsAt}`;
  const applies = reseat ? sql`${asRead} AND ${slotHasRoom(room)}` : asRead;
  const stillApplies = sql`SELECT 1 FROM reservations WHERE ${applies}`;
  // A new slot starts the record afresh; in its own slot a booking stays as over capacity as it was.
  const overCapacity = moved ? edit.overCapacity : current.overCapacity || (reseat && edit.overCapacity);
  const stay = reseat ? stayOf(next.date, next.time, next.guests, stayLength) : {};
  // The row as the UPDATE left it, for the statements after it in the batch.
  const nowAsEdited = sql`SELECT 1 FROM reservations WHERE id = ${id} AND date = ${next.date} AND time = ${next.time}
    AND guests = ${next.guests} AND special_requests = ${next.specialRequests}`;

  const pick = (r: { date: string; time: string; guests: number }) => ({
    date: r.date,
    time: r.time,
    guests: r.guests,
  });
  const lengths = stayChanged
    ? { from: { stayMinutes: currentLength / 60_000 }, to: { stayMinutes: edit.stayMinutes } }
    : { from: {}, to: {} };
  const detail = {
    changed,
    from: { ...pick(current), ...lengths.from },
    to: { ...pick(next), ...lengths.to },
    ...(moved && overCapacity ? { overCapacity: true } : {}),
  };
  const updated: Row = { ...current, ...next, overCapacity };
  // Notes and the stay's length are the restaurant's business: the guest's email says what they booked.
  const tellGuest = current.email !== '' && changed.some((field) => field !== 'specialRequests' && field !== 'stay');
  const emailId = tellGuest ? newId() : null;
  const email = tellGuest
    ? bookingChangedEmail(
        bookingDetails(updated, await readSettings(db)),
        await manageBookingUrl(env, origin, updated, at),
      )
    : null;

  const results = await db.batch([
    auditIf(
      db,
      { actorId, action: 'reservation.edited', targetType: 'reservation', targetId: id, detail },
      stillApplies,
      at.getTime(),
    ),
    ...(email && emailId ? [queueEmailIf(db, email, stillApplies, emailId, at.getTime())] : []),
    db
      .update(reservations)
      .set({ ...next, ...stay, overCapacity })
      .where(applies)
      // RETURNING, not `meta.changes`: D1 counts the guest profile's trigger writes there too.
      .returning({ id: reservations.id }),
    ...(reseat ? reseatTables(db, id, claimOf(room), nowAsEdited) : []),
    // The row as stored: its stay's end was worked out by the statement.
    db.select().from(reservations).where(eq(reservations.id, id)),
  ]);
  const [row] = results.at(-1) as Row[];
  if ((results[email ? 2 : 1] as unknown[]).length === 1 && row)
    return { ok: true, row, emailId, freedOn: current.date };
  if (!reseat) return { ok: false, kind: 'changedMeanwhile' };
  // Refused: the new slot is closed, not a slot, or full (counting the others); else the row moved on.
  const state = await slotState(db, next.date, next.time, at, id);
  const roomAfterAll = state.kind === 'open' || (state.kind === 'full' && edit.overCapacity);
  return roomAfterAll ? { ok: false, kind: 'changedMeanwhile' } : { ok: false, kind: 'slot', state };
}

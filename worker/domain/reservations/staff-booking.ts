import { readSettings } from '../settings/read-settings';
import { eq, sql } from 'drizzle-orm';
import { insertWhere } from '../../db/insert-where';
import { reservations } from '../../db/schema';
import type { Database, Env } from '../../env';
import type { StaffBookingRequest } from '../../../shared/rules/staff-booking';
import { allergiesToStore } from '../../../shared/rules/reservation';
import { slotState, type SlotState } from './availability';
import { claimOf, slotHasRoom } from './slot-room';
import { claimTables, firstUnusableTable, seatAt } from '../room/claim-tables';
import { stayMs, startsAtOf } from '../room/stay-sql';
import { auditIf, type AuditEntry } from '../audit/audit';
import { newId } from '../../infra/ids';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import { bookingConfirmedEmail } from '../emails/booking-confirmed';
import { manageBookingUrl } from './manage-link';

type Row = typeof reservations.$inferSelect;
export type StaffBookingOutcome =
  | { ok: true; row: typeof reservations.$inferSelect; emailIds: string[] }
  | { ok: false; state: SlotState }
  | { ok: false; unknownTable: string };

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
  // The audit entry when the booking is another change's (a walk-in seated from the waitlist); its id given.
  entryOf?: (id: string) => Omit<AuditEntry, 'actorId'>,
): Promise<StaffBookingOutcome> {
  const unknownTable = r.tableIds?.length ? await firstUnusableTable(db, r.tableIds) : undefined;
  if (unknownTable) return { ok: false, unknownTable };
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
    // Told by the guest to the staff member (decision 047): stored as a guest's would be.
    allergies: allergiesToStore(r.allergies && { ...r.allergies, consent: true }),
    status: 'confirmed' as const,
    language: r.language,
    createdAt,
    source: r.source,
    overCapacity: r.overCapacity,
    startsAt: startsAtOf(r.date, r.time),
    endsAt: 0,
    seating: 'table' as const,
    guestConfirmedAt: null,
    cancelledAt: null,
  };
  const room = {
    date: r.date,
    time: r.time,
    guests: r.guests,
    at,
    overCapacity: r.overCapacity,
    byStaff: true,
    tableIds: r.tableIds,
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
    ? [
        {
          id: newId(),
          email: bookingConfirmedEmail(
            { ...row, restaurant: await readSettings(db) },
            await manageBookingUrl(env, origin, row, at),
            at,
          ),
        },
      ]
    : [];
  const results = await db.batch([
    insertWhere(db, reservations, { ...row, endsAt: sql`${row.startsAt} + ${stayMs(r.guests)}` }, slotHasRoom(room)),
    // With "over capacity" and no free table the booking goes in without one: staff seat it on the table plan.
    ...(r.tableIds?.length ? seatAt(db, id, r.tableIds, inserted) : [claimTables(db, id, claimOf(room), inserted)]),
    auditIf(
      db,
      {
        actorId,
        ...(entryOf?.(id) ?? { action: 'reservation.created', targetType: 'reservation', targetId: id, detail }),
      },
      inserted,
      createdAt,
    ),
    ...emails.map((e) => queueEmailIf(db, e.email, inserted, e.id, createdAt)),
    // The row as stored: its stay's end was worked out by the statement.
    db.select().from(reservations).where(eq(reservations.id, id)),
  ]);
  // Written only if the INSERT's condition held (its id is new); `meta.changes` would count trigger writes too.
  const [stored] = results.at(-1) as Row[];
  if (stored) return { ok: true, row: stored, emailIds: emails.map((e) => e.id) };
  // Refused: say why as the slot stands now (closed, not a slot, full).
  const state = await slotState(db, r.date, r.time, at);
  return { ok: false, state: state.kind === 'open' ? { ...state, kind: 'full' } : state };
}

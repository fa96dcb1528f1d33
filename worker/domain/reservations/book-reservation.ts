import type { Locale } from '../../../shared/i18n/locales';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../env';
import { reservations } from '../../db/schema';
import { allergiesToStore, type ReservationRequest } from '../../../shared/rules/reservation';
import { slotVerdict, type Verdict } from './availability';
import { newId } from '../../infra/ids';
import { AVAILABILITY_REASONS } from '../../../shared/messages';
import { claimOf, seatingOf, slotHasRoom } from './slot-room';
import { claimTables } from '../room/claim-tables';
import { stayMs, startsAtOf } from '../room/stay-sql';
import { insertWhere } from '../../db/insert-where';
import { DEFAULT_BOOKING_POLICIES, type BookingPolicies } from '../../../shared/rules/reservation-window';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import type { OutgoingEmail } from '../../infra/outbox/outgoing-email';
import type { BookingDetails } from '../emails/format';

/**
 * Auto-confirm (issue 29): a party up to `upTo` that gets a table is stored confirmed at once; a
 * request (seated by hand) and a larger party stay pending for staff. null: off. Decided by the
 * INSERT itself, with the seating, so it is the same table check that books it.
 */
const statusOf = (guests: number, upTo: number | null, largeParty: number): SQL | 'pending' =>
  upTo !== null && guests <= upTo
    ? sql`(CASE WHEN ${seatingOf(guests, largeParty)} = 'table' THEN 'confirmed' ELSE 'pending' END)`
    : 'pending';

/** The owner's policies a guest's booking obeys (issue 29): the window, the same-day cutoff, the large party, auto-confirm. */
export type OnlinePolicies = BookingPolicies & { autoConfirmUpTo: number | null };

/** A new booking's emails: the guest's for each status it may be stored with, and staff's notice. */
export type NewBookingEmails = { pending: OutgoingEmail; confirmed?: OutgoingEmail; staff: OutgoingEmail };

export type BookingOutcome =
  | { ok: true; id: string; createdAt: number; emailIds: string[]; row: typeof reservations.$inferSelect }
  | { ok: false; verdict: Exclude<Verdict, { available: true }> };

/**
 * Books a slot. The verdict gives the reason for an easy refusal; the pacing and table check and
 * the insert are then one SQL statement, and the claim of the tables follows in the same batch
 * (one transaction), so concurrent requests can never overfill a slot, put two parties on one
 * table, nor book a day that was closed meanwhile. The booking's
 * emails (`emailsFor`) are queued in the same batch, each only if the row was inserted, so a
 * refused booking writes none (docs/decisions/017).
 */
export async function bookReservation(
  db: Database,
  request: ReservationRequest,
  nowAt: Date,
  emailsFor?: (booking: BookingDetails, mayConfirm: boolean) => Promise<NewBookingEmails>,
  language: Locale = 'en',
  policies: OnlinePolicies = { ...DEFAULT_BOOKING_POLICIES, autoConfirmUpTo: null },
): Promise<BookingOutcome> {
  const verdict = await slotVerdict(db, request.date, request.time, nowAt, policies);
  if (!verdict.available) return { ok: false, verdict };

  const id = newId();
  const createdAt = nowAt.getTime();
  const r = request;
  const largeParty = policies.largePartyThreshold;
  const status = statusOf(r.guests, policies.autoConfirmUpTo, largeParty);
  const inserted = sql`SELECT 1 FROM reservations WHERE id = ${id}`;
  const allergies = allergiesToStore(r.allergies);
  const made = await emailsFor?.({ id, ...r, allergies, language }, status !== 'pending');
  // The guest's email follows the status the INSERT stored; staff's goes either way.
  const emails = made
    ? [
        { email: made.pending, when: sql`${inserted} AND status = 'pending'` },
        ...(made.confirmed ? [{ email: made.confirmed, when: sql`${inserted} AND status = 'confirmed'` }] : []),
        { email: made.staff, when: inserted },
      ].map((e) => ({ ...e, id: newId() }))
    : [];
  const startsAt = startsAtOf(r.date, r.time);
  const room = { date: r.date, time: r.time, guests: r.guests, at: nowAt, largeParty };
  const results = await db.batch([
    insertWhere(
      db,
      reservations,
      {
        id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        date: r.date,
        time: r.time,
        guests: r.guests,
        occasion: r.occasion,
        specialRequests: r.specialRequests,
        allergies,
        status,
        language,
        createdAt,
        source: 'online',
        overCapacity: false,
        startsAt,
        endsAt: sql`${startsAt} + ${stayMs(r.guests)}`,
        seating: seatingOf(r.guests, largeParty),
        guestConfirmedAt: null,
        cancelledAt: null,
      },
      slotHasRoom(room),
    ),
    // A request waits for staff to seat it by hand, even when a combination could take it.
    claimTables(db, id, claimOf(room), sql`${inserted} AND seating = 'table'`),
    ...emails.map((e) => queueEmailIf(db, e.email, e.when, e.id, createdAt)),
    // The row as stored: its stay's end and seating were worked out by the statement.
    db.select().from(reservations).where(eq(reservations.id, id)),
  ]);
  // The row exists only if the INSERT wrote it (its id is new). Not `meta.changes`: D1 counts the
  // guest profile's trigger writes there too (migration 0009).
  const [row] = results.at(-1) as (typeof reservations.$inferSelect)[];
  if (row) return { ok: true, id, createdAt, emailIds: emails.map((e) => e.id), row };
  // Refused at the last moment: say why as it stands now (closed, full…), as check-availability would.
  const now = await slotVerdict(db, request.date, request.time, nowAt, policies);
  return {
    ok: false,
    verdict: now.available ? { available: false, kind: 'full', reason: AVAILABILITY_REASONS.full } : now,
  };
}

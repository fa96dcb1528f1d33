import { and, eq, sql } from 'drizzle-orm';
import type { Database, Env } from '../../env';
import { reservations, waitlistEntries } from '../../db/schema';
import { insertWhere } from '../../db/insert-where';
import { slotHasRoom } from '../reservations/slot-room';
import { seatAt } from '../room/claim-tables';
import { stayMs, startsAtOf } from '../room/stay-sql';
import { auditIf } from '../audit/audit';
import { newBookingEmails } from '../reservations/reservation-emails';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import { newId } from '../../infra/ids';
import { siteOrigin } from '../../infra/site-origin';
import type { Settings } from '../../../shared/rules/settings';
import type { WaitlistRow } from './offer-tables';

type Reservation = typeof reservations.$inferSelect;
export type AcceptOutcome =
  { ok: true; row: Reservation; emailIds: string[] } | { ok: false; reason: 'none' | 'expired' | 'taken' };

/**
 * The guest takes the table offered to them: a confirmed booking (they were promised it) at the
 * offered time on the held tables, through the same conditional INSERT as any booking: the slot's
 * pacing and those tables free for the stay as the statement runs, every offer's hold but this
 * entry's own aside (decision 053). The entry becomes 'booked' in the same batch, so two accepts
 * of one table, or of one offer, book it once; the loser hears why.
 */
export async function acceptOffer(
  db: Database,
  env: Env,
  entry: WaitlistRow,
  at: Date,
  settings: Settings,
): Promise<AcceptOutcome> {
  const nowMs = at.getTime();
  if (entry.status === 'expired') return { ok: false, reason: 'expired' };
  if (entry.status !== 'offered' || !entry.offerTime || !entry.offerTables?.length)
    return { ok: false, reason: 'none' };
  if ((entry.offerExpiresAt ?? 0) <= nowMs) return { ok: false, reason: 'expired' };
  const id = newId();
  const time = entry.offerTime;
  const tables = entry.offerTables;
  const booking = {
    id,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    date: entry.date,
    time,
    guests: entry.guests,
    occasion: '',
    specialRequests: '',
    language: entry.language,
  };
  const room = { date: entry.date, time, guests: entry.guests, at, tableIds: tables, acceptingOffer: true };
  const stillOffered = sql`EXISTS (SELECT 1 FROM waitlist_entries WHERE id = ${entry.id} AND status = 'offered' AND offer_expires_at > ${nowMs})`;
  const inserted = sql`SELECT 1 FROM reservations WHERE id = ${id}`;
  const emails = await newBookingEmails(env, siteOrigin(env), { ...booking, restaurant: settings }, at, true);
  const queued = [emails.confirmed!, emails.staff].map((email) => ({ email, id: newId() }));
  const startsAt = startsAtOf(entry.date, time);
  const results = await db.batch([
    insertWhere(
      db,
      reservations,
      {
        ...booking,
        allergies: null,
        status: 'confirmed',
        createdAt: nowMs,
        source: 'online',
        overCapacity: false,
        startsAt,
        endsAt: sql`${startsAt} + ${stayMs(entry.guests)}`,
        seating: 'table',
        guestConfirmedAt: null,
        cancelledAt: null,
      },
      sql`${slotHasRoom(room)} AND ${stillOffered}`,
    ),
    ...seatAt(db, id, tables, inserted),
    db
      .update(waitlistEntries)
      .set({ status: 'booked', reservationId: id })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'offered'), sql`EXISTS (${inserted})`)),
    ...queued.map((q) => queueEmailIf(db, q.email, inserted, q.id, nowMs)),
    auditIf(
      db,
      {
        actorId: null,
        action: 'waitlist.accepted',
        targetType: 'waitlist-entry',
        targetId: entry.id,
        detail: { date: entry.date, time, guests: entry.guests, reservationId: id },
      },
      inserted,
      nowMs,
    ),
    // The row as stored; written only if the INSERT's condition held (meta.changes would count trigger writes).
    db.select().from(reservations).where(eq(reservations.id, id)),
  ]);
  const [row] = results.at(-1) as Reservation[];
  if (row) return { ok: true, row, emailIds: queued.map((q) => q.id) };
  return refusal(db, entry.id, at);
}

/** Why the INSERT refused, as the entry stands now; a table taken by someone else puts the party back on the list. */
async function refusal(db: Database, entryId: string, at: Date): Promise<AcceptOutcome> {
  const [now] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!now || now.status === 'removed') return { ok: false, reason: 'none' };
  if (now.status === 'booked' && now.reservationId) {
    // The same offer accepted twice (a double click): the first booked it; this one answers the same booking.
    const [row] = await db.select().from(reservations).where(eq(reservations.id, now.reservationId));
    return row ? { ok: true, row, emailIds: [] } : { ok: false, reason: 'none' };
  }
  if (now.status === 'expired' || (now.offerExpiresAt ?? 0) <= at.getTime()) return { ok: false, reason: 'expired' };
  await db
    .update(waitlistEntries)
    .set({ status: 'waiting', offeredAt: null, offerExpiresAt: null, offerTime: null, offerTables: null })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'offered')));
  return { ok: false, reason: 'taken' };
}

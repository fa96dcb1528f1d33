import { and, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { emailOutbox, guestNotes, orders, reservations, usedTokens } from '../db/schema';
import type { Database } from '../env';
import { addDays, berlinInstant, berlinToday } from '../../shared/berlin-time';
import { RETENTION_DAYS } from '../../shared/constants';
import type { DigestSecrets } from '../domain/guests/guest-digest';
import { guestRenames, renameGuests } from './retention-pseudonyms';

/**
 * GDPR Art. 5(1)(e): reservations dated before the Berlin day RETENTION_DAYS ago, and their orders,
 * lose the guest's name, email, phone, special requests and allergies (health data, issue 30). Date, time, party size, occasion,
 * status and every amount stay, for the dashboard's figures and the tax records (§ 147 AO). Emails
 * older than the period go, and with them every copy of the details in their bodies; so do spent
 * deletion links that have expired. A staff note about a guest goes once no booking carries the
 * guest's key any more (all anonymised, or erased), and the audit log stops naming that guest by a
 * digest (./retention-pseudonyms.ts). Idempotent: a second run finds nothing left to change.
 */
export async function anonymiseExpiredData(db: Database, at: Date, secrets: DigestSecrets) {
  const cutoffDate = addDays(berlinToday(at), -RETENTION_DAYS);
  const cutoffInstant = berlinInstant(cutoffDate).getTime();
  const isOld = lt(reservations.date, cutoffDate);
  const stillNamed = or(
    ne(reservations.name, ''),
    ne(reservations.email, ''),
    ne(reservations.phone, ''),
    ne(reservations.specialRequests, ''),
    isNotNull(reservations.allergies),
  );
  const oldBookings = db.select({ id: reservations.id }).from(reservations).where(isOld);
  const renames = await guestRenames(db, secrets, cutoffDate);
  const [emails, orderRows, bookings, , notes] = await db.batch([
    db
      .delete(emailOutbox)
      .where(or(lt(emailOutbox.createdAt, cutoffInstant), inArray(emailOutbox.reservationId, oldBookings))),
    db
      .update(orders)
      .set({ customerName: '', customerEmail: '' })
      .where(
        and(
          or(ne(orders.customerName, ''), ne(orders.customerEmail, '')),
          // An order made at a table follows its booking's date; one without a booking, its own.
          or(
            and(isNotNull(orders.reservationId), inArray(orders.reservationId, oldBookings)),
            lt(orders.createdAt, cutoffInstant),
          ),
        ),
      ),
    db
      .update(reservations)
      .set({ name: '', email: '', phone: '', specialRequests: '', allergies: null })
      .where(and(isOld, stillNamed))
      // Counted by RETURNING: D1's `meta.changes` also counts the guest profiles' trigger writes.
      .returning({ id: reservations.id }),
    db.delete(usedTokens).where(lt(usedTokens.expiresAt, at.getTime())),
    // After the anonymising above, in the same batch: a guest whose last booking just lost its name.
    db
      .delete(guestNotes)
      .where(sql`NOT EXISTS (SELECT 1 FROM ${reservations} WHERE ${reservations.guestKey} = ${guestNotes.guestKey})`)
      .returning({ key: guestNotes.guestKey }),
    ...(renames.length ? [renameGuests(db, renames)] : []),
  ]);
  return {
    cutoffDate,
    reservationsAnonymised: bookings.length,
    ordersAnonymised: orderRows.meta.changes,
    emailsDeleted: emails.meta.changes,
    guestNotesDeleted: notes.length,
  };
}

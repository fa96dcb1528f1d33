import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  emailOutbox,
  guestNotes,
  idempotencyKeys,
  loginFailures,
  orderLines,
  orders,
  reservations,
  reservationTables,
  usedTokens,
  waitlistEntries,
} from '../../db/schema';
import type { Database } from '../../env';
import { withLines } from '../menu/order-store';
import { audit } from '../audit/audit';
import { allGuestDigests, erasedGuestId, forgetGuestDigests, type DigestSecrets } from './guest-digest';
import { now } from '../../infra/clock';
import { ERASED_BODY_HASH } from '../reservations/idempotency';
import { asciiLower } from '../../../shared/guest-key';

type EmailColumn = typeof reservations.email | typeof orders.customerEmail | typeof emailOutbox.recipient;
const sameEmail = (column: EmailColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * What we hold for one address, in the spec's §7 shape: reservations and orders with their lines,
 * and their waitlist entries when there are any (a guest only on the waitlist may erase them too).
 */
export async function readGuestData(db: Database, email: string) {
  const [bookings, orderRows, waiting] = await db.batch([
    db
      .select()
      .from(reservations)
      .where(sameEmail(reservations.email, email))
      .orderBy(asc(reservations.date), asc(reservations.time)),
    db.select().from(orders).where(sameEmail(orders.customerEmail, email)).orderBy(desc(orders.createdAt)),
    db
      .select()
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.guestKey} = lower(${email})`)
      .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.fromTime)),
  ]);
  if (bookings.length === 0 && orderRows.length === 0 && waiting.length === 0) return null;
  const detailed = await withLines(db, orderRows);
  return {
    reservations: bookings.map((r) => ({
      _id: r.id,
      date: r.date,
      time: r.time,
      guests: r.guests,
      name: r.name,
      status: r.status,
      // Health data the guest gave (issue 30): Art. 15 covers it too; absent when none was given.
      ...(r.allergies ? { allergies: r.allergies } : {}),
    })),
    orders: detailed.map((o) => ({
      id: o._id,
      date: o.createdAt,
      status: o.status,
      items: o.items.map((line) => ({
        name: line.menuItemId.name,
        quantity: line.quantity,
        price: line.menuItemId.price,
      })),
      total: o.totalAmount,
    })),
    // Their places on the waitlist (issue 31), when they hold any.
    ...(waiting.length
      ? {
          waitlist: waiting.map((w) => ({
            date: w.date,
            from: w.fromTime,
            to: w.toTime,
            guests: w.guests,
            name: w.name,
            status: w.status,
          })),
        }
      : {}),
  };
}

export type ErasureCounts = {
  reservationsDeleted: number;
  ordersDeleted: number;
  ordersAnonymised: number;
  emailsDeleted: number;
};

/** D1's message when the batch's first INSERT finds the token already spent. */
export const isTokenReuse = (error: unknown) =>
  /UNIQUE constraint failed: used_tokens/.test(`${String(error)} ${String((error as { cause?: unknown })?.cause)}`);

/**
 * Erases one address (GDPR Art. 17) in one D1 transaction, spending the deletion link's `jti` in
 * the same batch: a second use fails on used_tokens' key and rolls everything back (isTokenReuse).
 * Reservations and pending orders go; paid orders keep items, amounts and dates but lose the name
 * and email (§ 147 AO); emails to the address, and the staff's emails about its bookings, go; so
 * does the staff's note about the guest (keyed by the address, lower-cased as D1 does it); a
 * sign-in attempt that used it as an account name forgets it. The audit log keeps its entries about
 * the guest, renamed from their digest to a random id; the idempotency keys of their bookings
 * lose their body hash, which lets anyone holding the guest's details confirm them (the keys stay,
 * so a retry is told the booking is gone instead of booking again).
 */
export async function eraseGuestData(
  db: Database,
  secrets: DigestSecrets,
  email: string,
  jti: string,
  tokenExpiresAt: number,
): Promise<ErasureCounts> {
  const theirBookings = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(sameEmail(reservations.email, email));
  // Subqueries, not id lists: an address may hold more rows than D1 binds parameters.
  const theirOrders = or(sameEmail(orders.customerEmail, email), inArray(orders.reservationId, theirBookings));
  const pendingOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(theirOrders, eq(orders.status, 'pending')));
  const digests = await allGuestDigests(secrets, asciiLower(email));
  const erasedId = erasedGuestId();
  const [, emails, , , pendingDeleted, paidAnonymised, , bookingsDeleted] = await db.batch([
    db.insert(usedTokens).values({ jti, expiresAt: tokenExpiresAt }),
    db
      .delete(emailOutbox)
      .where(or(sameEmail(emailOutbox.recipient, email), inArray(emailOutbox.reservationId, theirBookings))),
    // Before the bookings go: a refused booking's key names no booking and expires within a day (cron/cleanup.ts).
    db
      .update(idempotencyKeys)
      .set({ bodyHash: ERASED_BODY_HASH })
      .where(inArray(idempotencyKeys.reservationId, theirBookings)),
    db.delete(orderLines).where(inArray(orderLines.orderId, pendingOrders)),
    db.delete(orders).where(and(theirOrders, eq(orders.status, 'pending'))),
    db
      .update(orders)
      .set({ customerName: '', customerEmail: '' })
      .where(and(theirOrders, eq(orders.status, 'paid'))),
    // Their tables first: D1 counts the rows a cascade removes in the DELETE's changes, and the count is of bookings.
    db.delete(reservationTables).where(inArray(reservationTables.reservationId, theirBookings)),
    // Counted by RETURNING: D1's `meta.changes` also counts what cascades and triggers (guest profiles) write.
    db.delete(reservations).where(sameEmail(reservations.email, email)).returning({ id: reservations.id }),
    db.update(loginFailures).set({ account: '' }).where(eq(loginFailures.account, email.toLowerCase())),
    db.delete(guestNotes).where(sql`${guestNotes.guestKey} = lower(${email})`),
    // Their places on the waitlist (issue 31), and with them any table held for them.
    db.delete(waitlistEntries).where(sql`${waitlistEntries.guestKey} = lower(${email})`),
    // The guest erased their own data: the log names no one (decision 022), and no digest either.
    forgetGuestDigests(db, digests, erasedId),
    audit(db, { actorId: null, action: 'guest.erased', targetType: 'guest', targetId: erasedId }, now().getTime()),
  ]);
  return {
    reservationsDeleted: bookingsDeleted.length,
    ordersDeleted: pendingDeleted.meta.changes,
    ordersAnonymised: paidAnonymised.meta.changes,
    emailsDeleted: emails.meta.changes,
  };
}

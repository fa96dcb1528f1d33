import { readSettings } from '../domain/settings/read-settings';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { createDb } from '../db/client';
import { emailOutbox, reservations } from '../db/schema';
import { addDays, berlinInstant, berlinToday } from '../../shared/berlin-time';
import { bookingReminderEmail } from '../domain/emails/booking-reminder';
import { bookingDetails } from '../domain/reservations/reservation-emails';
import { manageBookingUrl } from '../domain/reservations/manage-link';
import { siteOrigin } from '../infra/site-origin';
import { queueEmailIf } from '../infra/outbox/queue-email';
import { newId } from '../infra/ids';

/**
 * Reminders go out the day before from this Berlin time on: a guest reads them in the day, not at
 * night. Bookings confirmed later that day get theirs within one outbox cron tick (5 minutes).
 */
const REMINDER_FROM = '10:00';
/** Per pass, so one batch stays small; the rest follow 5 minutes later. */
const REMINDERS_PER_PASS = 50;

const reminderSent = (reservationId: unknown) =>
  sql`SELECT 1 FROM email_outbox WHERE reservation_id = ${reservationId} AND kind = 'booking-reminder'`;

/**
 * Queues `booking-reminder` for each confirmed booking of Berlin tomorrow that has none yet. Run by
 * the outbox cron (every 5 minutes), before its delivery pass sends them. Each INSERT re-checks, in
 * the same statement, that the booking is still confirmed and has no reminder, so two passes that
 * overlap (or a retried cron) queue one reminder per booking, never two.
 */
export async function queueReminders(env: Env, at: Date) {
  const today = berlinToday(at);
  if (at < berlinInstant(today, REMINDER_FROM)) return { queued: 0 };
  const tomorrow = addDays(today, 1);
  const db = createDb(env.DB);
  const due = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.date, tomorrow),
        eq(reservations.status, 'confirmed'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.reservationId, reservations.id), eq(emailOutbox.kind, 'booking-reminder'))),
        ),
      ),
    )
    .limit(REMINDERS_PER_PASS);
  if (due.length === 0) return { queued: 0 };
  const origin = siteOrigin(env);
  const urls = await Promise.all(due.map((row) => manageBookingUrl(env, origin, row, at)));
  const restaurant = await readSettings(db);
  // Built after the await: a drizzle statement is a thenable, and an async function would run it.
  const statements = due.map((row, i) => {
    const stillDue = sql`SELECT 1 FROM reservations WHERE id = ${row.id} AND status = 'confirmed' AND NOT EXISTS (${reminderSent(row.id)})`;
    return queueEmailIf(
      db,
      bookingReminderEmail(bookingDetails(row, restaurant), urls[i]),
      stillDue,
      newId(),
      at.getTime(),
    );
  });
  const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  const queued = results.filter((r) => r.meta.changes === 1).length;
  console.log(JSON.stringify({ level: 'info', job: 'reminders', date: tomorrow, queued }));
  return { queued };
}

import { readPublicSettings, readSettings } from '../domain/settings/read-settings';
import { Hono, type Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { reservations } from '../db/schema';
import { validate } from '../middleware/validate';
import {
  manageBookingCancelSchema,
  manageBookingConfirmSchema,
  manageBookingQuerySchema,
} from '../../shared/rules/manage-booking';
import { guestMessages } from '../infra/request-locale';
import { RESERVATION_TRANSITIONS } from '../../shared/constants';
import { berlinInstant } from '../../shared/berlin-time';
import { verifyGuestToken } from '../domain/reservations/guest-token';
import { weakSecretsError } from '../infra/production-secrets';
import { apiError, specError } from '../contract/errors';
import { reservationJson } from '../contract/serialize';
import { bookingDetails } from '../domain/reservations/reservation-emails';
import { siteOrigin } from '../infra/site-origin';
import { bookingPageUrl } from '../domain/reservations/manage-link';
import { bookingCancelledByGuestEmail } from '../domain/emails/booking-cancelled-by-guest';
import { bookingIcs, ICS_FILENAME } from '../domain/emails/booking-ics';
import { queueEmailIf } from '../infra/outbox/queue-email';
import { auditIf } from '../domain/audit/audit';
import { deliverNow } from '../infra/outbox/deliver-now';
import { newId } from '../infra/ids';
import { now } from '../infra/clock';
import { messagesFor } from '../../shared/i18n/catalogues';
import { confirmByGuest } from '../domain/reservations/guest-confirmation';
import { offerFreedTablesAfter } from '../domain/waitlist/after-freeing';

type Row = typeof reservations.$inferSelect;

/** The last instant a guest may cancel online: the owner's cutoff (issue 29) before the Berlin start. */
const cancelUntil = (row: Pick<Row, 'date' | 'time'>, cutoffHours: number) =>
  new Date(berlinInstant(row.date, row.time).getTime() - cutoffHours * 3_600_000);

/**
 * The booking a manage link is for, or the error to answer: 401 for a tampered, expired or
 * wrong-purpose token, or one for another booking than the page's `id`; 404 once it is erased.
 */
async function linkedBooking(c: Context<AppEnv>, token: string, id: string | undefined, at: Date) {
  // With a missing or example secret anyone could mint links (decision 011): refuse them all.
  if (weakSecretsError(c.env)) return { error: specError(c, 503, guestMessages(c).api.manageBooking.unavailable) };
  const check = await verifyGuestToken(c.env.JWT_SECRET, 'manage-booking', token, at);
  if (!check.ok)
    return {
      error: specError(
        c,
        401,
        check.reason === 'expired'
          ? guestMessages(c).api.manageBooking.expiredLink
          : guestMessages(c).api.manageBooking.invalidLink,
      ),
    };
  if (id !== undefined && id !== check.token.subject)
    return { error: specError(c, 401, guestMessages(c).api.manageBooking.otherBooking) };
  const [row] = await c.get('db').select().from(reservations).where(eq(reservations.id, check.token.subject));
  if (!row) return { error: specError(c, 404, guestMessages(c).api.manageBooking.notFound) };
  return { row };
}

/** The reservation in its stored shape (issue 12), and the last instant the guest may cancel it online. */
const answer = (row: Row, cutoffHours: number) => ({
  ...reservationJson(row),
  cancelUntil: cancelUntil(row, cutoffHours).toISOString(),
  cutoffHours,
});

/**
 * The guest's own booking, reached only with the emailed link's token (docs/decisions/017):
 * see it, cancel it up to the cutoff, download its .ics once confirmed. Mounted under
 * /api/reservations/manage and rate-limited per client (worker/app.ts).
 */
export const manageBookingRoutes = new Hono<AppEnv>()
  .get('/', validate('query', manageBookingQuerySchema), async (c) => {
    const { token, id } = c.req.valid('query');
    const found = await linkedBooking(c, token, id, now());
    if (found.error) return found.error;
    const { settings } = await readPublicSettings(c.get('db'));
    return c.json(answer(found.row, settings.policies.guestCancelCutoffHours));
  })
  .post('/cancel', validate('json', manageBookingCancelSchema), async (c) => {
    const { token, id } = c.req.valid('json');
    const at = now();
    const found = await linkedBooking(c, token, id, at);
    if (found.error) return found.error;
    const { row } = found;
    const restaurant = await readSettings(c.get('db'));
    const cutoffHours = restaurant.policies.guestCancelCutoffHours;
    if (row.status === 'cancelled') return specError(c, 409, guestMessages(c).api.manageBooking.alreadyCancelled);
    // A table already seated, completed or missed is past cancelling, whatever the clock says.
    if (!RESERVATION_TRANSITIONS[row.status].includes('cancelled'))
      return specError(c, 409, guestMessages(c).api.manageBooking.cutoff(cutoffHours));
    if (at >= cancelUntil(row, cutoffHours))
      return specError(c, 409, guestMessages(c).api.manageBooking.cutoff(cutoffHours));
    const db = c.get('db');
    const emailId = newId();
    // The staff notice goes first, on the UPDATE's own condition: queued exactly when it applies.
    const stillHeld = sql`SELECT 1 FROM reservations WHERE id = ${row.id} AND status = ${row.status}`;
    const [, , [cancelled]] = await db.batch([
      queueEmailIf(db, bookingCancelledByGuestEmail(bookingDetails(row, restaurant)), stillHeld, emailId, at.getTime()),
      auditIf(
        db,
        {
          actorId: null,
          action: 'reservation.cancelled',
          targetType: 'reservation',
          targetId: row.id,
          detail: { from: row.status, to: 'cancelled', by: 'guest' },
        },
        stillHeld,
        at.getTime(),
      ),
      db
        .update(reservations)
        .set({ status: 'cancelled' })
        .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
        .returning(),
    ]);
    if (!cancelled) return specError(c, 409, guestMessages(c).api.manageBooking.changed);
    deliverNow(c.env, c.executionCtx, [emailId]);
    await offerFreedTablesAfter(c, row.date);
    return c.json({ message: guestMessages(c).api.manageBooking.cancelled, ...answer(cancelled, cutoffHours) });
  })
  // One click from the reminder's link (issue 31); the page never confirms on opening, as mail scanners open links.
  .post('/confirm', validate('json', manageBookingConfirmSchema), async (c) => {
    const { token, id } = c.req.valid('json');
    const at = now();
    const found = await linkedBooking(c, token, id, at);
    if (found.error) return found.error;
    // Past the link, the guest's own language: the reminder they clicked was in it.
    const M = messagesFor(found.row.language ?? 'en').api.manageBooking;
    const outcome = await confirmByGuest(c.get('db'), found.row, at);
    if (outcome.kind === 'cancelled') return specError(c, 409, M.confirmCancelled);
    if (outcome.kind === 'closed') return specError(c, 409, M.confirmClosed);
    if (outcome.kind === 'changed') return specError(c, 409, M.changed);
    const { settings } = await readPublicSettings(c.get('db'));
    return c.json({ message: M.confirmed, ...answer(outcome.row, settings.policies.guestCancelCutoffHours) });
  })
  .get('/ics', validate('query', manageBookingQuerySchema), async (c) => {
    const { token, id } = c.req.valid('query');
    const at = now();
    const found = await linkedBooking(c, token, id, at);
    if (found.error) return found.error;
    const { row } = found;
    if (row.status !== 'confirmed') return apiError(c, 409, guestMessages(c).api.manageBooking.icsNotConfirmed);
    const manageUrl = `${bookingPageUrl(siteOrigin(c.env), row.id, row.language)}?token=${token}`;
    const { text } = bookingIcs(bookingDetails(row, await readSettings(c.get('db'))), { stamp: at, manageUrl });
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ICS_FILENAME}"`,
    });
  });

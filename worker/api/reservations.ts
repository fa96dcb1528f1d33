import { readSettings } from '../domain/settings/read-settings';
import { requestLocale } from '../infra/request-locale';
import { Hono } from 'hono';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { reservations, reservationTables } from '../db/schema';
import { requireAdmin, requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { reservationSchema } from '../../shared/rules/reservation';
import {
  deleteOldQuerySchema,
  reservationDatesQuerySchema,
  reservationStatusSchema,
  reservationsQuerySchema,
} from '../../shared/rules/admin-queries';
import { messagesFor } from '../../shared/i18n/catalogues';
import { RESERVATION_TRANSITIONS, type ReservationStatus } from '../../shared/constants';
import { berlinWallClock } from '../../shared/berlin-time';
import { statusRefusal, statusReseat, statusRoom } from '../domain/reservations/status-room';
import { slotRefusal } from '../domain/reservations/slot-refusal';
import { auditIf } from '../domain/audit/audit';
import { auditCount } from '../domain/audit/audit-select';
import { reservationJson } from '../contract/serialize';
import { apiError, specError } from '../contract/errors';
import { bookReservation } from '../domain/reservations/book-reservation';
import {
  bodyHash,
  claimIdempotencyKey,
  MAX_KEY_LENGTH,
  releaseIdempotencyKey,
  storeIdempotentOutcome,
} from '../domain/reservations/idempotency';
import { bookingAnswer, replayAnswer } from '../domain/reservations/booking-answer';
import { now } from '../infra/clock';
import { afterCursor, badCursor, pageHeaders, readCursor } from '../contract/page-cursor';
import { bookingDetails, newBookingEmails, statusChangeEmail } from '../domain/reservations/reservation-emails';
import { siteOrigin } from '../infra/site-origin';
import { bookingCancelledEmail } from '../domain/emails/booking-cancelled';
import { cancellationEmailSchema, reservationIdParamSchema } from '../../shared/rules/manage-booking';
import { queueEmailIf } from '../infra/outbox/queue-email';
import { deliverNow } from '../infra/outbox/deliver-now';
import { newId } from '../infra/ids';
import { manageBookingRoutes } from './manage-booking';
import { serviceRoutes } from './service';
import { invalidateSlotsOnWrite } from '../infra/public-cache';
import { withTables } from '../domain/room/booking-tables';
import { noShowRefusal } from '../domain/reservations/no-show-policy';
import { offerFreedTablesAfter } from '../domain/waitlist/after-freeing';

/** A stored date may carry a T time part (format.ts's reservationDay); staff filter by the day. */
const bookedDay = sql<string>`substr(${reservations.date}, 1, 10)`;
const bookedSince = (since: number, status: ReservationStatus | undefined) =>
  and(gte(reservations.createdAt, since), status ? eq(reservations.status, status) : undefined);

export const reservationRoutes = new Hono<AppEnv>()
  // A booking fills a slot and a cancellation or erasure frees one: guests' slot tables go (infra/public-cache.ts).
  .use(invalidateSlotsOnWrite)
  // The guest's own booking through the emailed link (api/manage-booking.ts).
  .route('/manage', manageBookingRoutes)
  // The Service page: a day's slots and bookings, phone and walk-in bookings, edits (api/service.ts).
  .route('/', serviceRoutes)
  .post('/book', validate('json', reservationSchema), async (c) => {
    const db = c.get('db');
    const key = c.req.header('Idempotency-Key');
    // The guest's emails and every answer go out in the language they booked in (issue 13).
    const language = requestLocale(c);
    const idempotency = messagesFor(language).api.idempotency;
    if (key !== undefined && key.length > MAX_KEY_LENGTH) return specError(c, 400, idempotency.tooLong);
    const request = c.req.valid('json');
    const nowAt = now();
    if (key) {
      const claim = await claimIdempotencyKey(db, key, await bodyHash(request), nowAt.getTime());
      if (claim.kind === 'other-body') return specError(c, 422, idempotency.otherBody);
      if (claim.kind === 'in-progress') {
        c.header('Retry-After', String(claim.retryAfterSeconds));
        return specError(c, 409, idempotency.inProgress);
      }
      if (claim.kind === 'replay') {
        const { status, body } = await replayAnswer(db, claim.outcome, language);
        c.header('Idempotent-Replayed', 'true');
        return c.json(body, status);
      }
    }
    try {
      const origin = siteOrigin(c.env);
      const restaurant = await readSettings(db);
      // The owner's no-show policy (issue 31): a guest who missed too often books by phone. Not
      // stored under the key: once the owner lifts it, the same request books.
      const refused = await noShowRefusal(db, request, restaurant, nowAt, language);
      if (refused) {
        if (key) await releaseIdempotencyKey(db, key);
        return specError(c, 403, refused);
      }
      // The owner's window, same-day cutoff, large party and auto-confirm (issue 29) decide the booking.
      const outcome = await bookReservation(
        db,
        request,
        nowAt,
        (booking, mayConfirm) => newBookingEmails(c.env, origin, { ...booking, restaurant }, nowAt, mayConfirm),
        language,
        restaurant.policies,
      );
      const { answer, stored } = bookingAnswer(outcome, language, restaurant.policies);
      if (key) await storeIdempotentOutcome(db, key, stored);
      if (outcome.ok) deliverNow(c.env, c.executionCtx, outcome.emailIds);
      return c.json(answer.body, answer.status);
    } catch (error) {
      if (key) await releaseIdempotencyKey(db, key);
      throw error;
    }
  })
  .get('/all', requireAdmin, validate('query', reservationsQuerySchema), async (c) => {
    const { lastNumHours, status, date, limit, cursor: token } = c.req.valid('query');
    const cursor = readCursor(token);
    if (cursor === 'bad') return badCursor(c);
    const since = cursor?.since ?? now().getTime() - lastNumHours * 3_600_000;
    const matching = and(bookedSince(since, status), date ? eq(bookedDay, date) : undefined);
    const db = c.get('db');
    const [rows, [total]] = await db.batch([
      db
        .select()
        .from(reservations)
        .where(and(matching, afterCursor(reservations, cursor)))
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(limit + 1),
      db.select({ n: count() }).from(reservations).where(matching),
    ]);
    return c.json(await withTables(db, pageHeaders(c, rows, limit, since, total?.n ?? 0), reservationJson));
  })
  // The date dropdown's choices come from every row in the window, not from the page loaded.
  .get('/dates', requireAdmin, validate('query', reservationDatesQuerySchema), async (c) => {
    const { lastNumHours, status } = c.req.valid('query');
    const rows = await c
      .get('db')
      .selectDistinct({ date: bookedDay })
      .from(reservations)
      .where(bookedSince(now().getTime() - lastNumHours * 3_600_000, status))
      .orderBy(desc(bookedDay));
    return c.json(rows.map((row) => row.date));
  })
  .post('/update-status', requireAdmin, validate('json', reservationStatusSchema), async (c) => {
    const { reservationId, status, notifyGuest, overCapacity } = c.req.valid('json');
    const db = c.get('db');
    const [current] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
    if (!current) return apiError(c, 404, 'Reservation not found');
    if (!RESERVATION_TRANSITIONS[current.status].includes(status)) {
      return apiError(c, 400, `A ${current.status} reservation cannot become ${status}`);
    }
    const at = now();
    // A phone or walk-in guest may have given no address: then there is nobody to write to.
    const email =
      notifyGuest && current.email
        ? await statusChangeEmail(c.env, siteOrigin(c.env), current, status, at, await readSettings(db))
        : null;
    const emailId = newId();
    // The status in the WHERE makes a concurrent change lose cleanly instead of skipping a step.
    // The email goes first, on the same condition, so it is queued exactly when the UPDATE applies.
    // A late no-show seated again takes a place: the slot's room is in the same WHERE (domain/reservations/status-room.ts).
    const room = statusRoom(current, status, at, overCapacity);
    const over = room !== undefined && overCapacity;
    const unchanged = and(eq(reservations.id, reservationId), eq(reservations.status, current.status), room);
    const update = db
      .update(reservations)
      .set({ status, ...(over ? { overCapacity: true } : {}) })
      .where(unchanged)
      .returning();
    const stillCurrent = sql`SELECT 1 FROM reservations WHERE id = ${reservationId} AND status = ${current.status} AND ${room ?? sql`1`}`;
    // The audit entry likewise: who moved it, from and to (issue 14). No move leads back to pending.
    const entry = {
      actorId: c.get('staff').id,
      action: `reservation.${status as Exclude<ReservationStatus, 'pending'>}` as const,
      targetType: 'reservation' as const,
      targetId: reservationId,
      detail: { from: current.status, to: status, ...(over ? { overCapacity: true } : {}) },
    };
    const emailing = email ? [queueEmailIf(db, email, stillCurrent, emailId, at.getTime())] : [];
    // The audit and email read the status before the UPDATE; the tables follow it.
    const results = await db.batch([
      auditIf(db, entry, stillCurrent, at.getTime()),
      ...emailing,
      update,
      ...statusReseat(db, current, status, at, overCapacity),
    ]);
    const [row] = results[1 + emailing.length] as Awaited<typeof update>;
    const refusal = !row && room ? await statusRefusal(db, current, at, overCapacity) : null;
    if (refusal) return slotRefusal(c, refusal);
    if (!row) return apiError(c, 409, 'The reservation changed meanwhile; reload and try again');
    if (email) deliverNow(c.env, c.executionCtx, [emailId]);
    // A cancelled booking's table goes to the waitlist (decision 053).
    if (status === 'cancelled') await offerFreedTablesAfter(c, current.date);
    const [json] = await withTables(db, [row], reservationJson);
    return c.json({ message: `Reservation ${status}`, reservation: json });
  })
  // The dashboard's cancellation dialog (spec §4): staff's own note, sent through the outbox. At most
  // one cancellation email per booking, so a double click, or a cancel that already emailed, sends nothing more.
  .post(
    '/:id/cancellation-email',
    requireAdmin,
    validate('param', reservationIdParamSchema),
    validate('json', cancellationEmailSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { subject, body } = c.req.valid('json');
      const db = c.get('db');
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
      if (!row) return apiError(c, 404, 'Reservation not found');
      if (row.status !== 'cancelled') return apiError(c, 409, 'Only a cancelled reservation gets a cancellation email');
      const at = now();
      const emailId = newId();
      const email = bookingCancelledEmail(bookingDetails(row, await readSettings(db)), {
        note: body,
        subject,
        stamp: at,
      });
      const notYetSent = sql`SELECT 1 FROM reservations WHERE id = ${id} AND status = 'cancelled' AND NOT EXISTS (
      SELECT 1 FROM email_outbox WHERE reservation_id = ${id} AND kind = 'booking-cancelled')`;
      // Who wrote to the guest goes first, on the same condition, so it is recorded exactly when the
      // email is queued: the email's id, never its words.
      const entry = {
        actorId: c.get('staff').id,
        action: 'reservation.cancellation-emailed',
        targetType: 'reservation',
        targetId: id,
        detail: { emailId },
      } as const;
      const [, result] = await db.batch([
        auditIf(db, entry, notYetSent, at.getTime()),
        queueEmailIf(db, email, notYetSent, emailId, at.getTime()),
      ]);
      if (result.meta.changes !== 1) return apiError(c, 409, 'The guest has already been sent a cancellation email');
      deliverNow(c.env, c.executionCtx, [emailId]);
      return c.json({ message: 'Cancellation email queued', emailId }, 202);
    },
  )
  .delete('/delete', ...requireOwner, validate('query', deleteOldQuerySchema), async (c) => {
    const { hours } = c.req.valid('query');
    // Booked times are Berlin wall-clock text, so compare against the cutoff's Berlin wall clock.
    const cutoff = berlinWallClock(new Date(now().getTime() - hours * 3_600_000));
    const db = c.get('db');
    const old = and(
      lte(reservations.date, cutoff.slice(0, 10)),
      sql`(${reservations.date} || ' ' || ${reservations.time}) < ${cutoff}`,
    )!;
    // The count is the fact worth keeping (no booking's data is), counted in the DELETE's own batch:
    // exactly the rows it removes, and no entry when it removes none.
    const entry = {
      actorId: c.get('staff').id,
      action: 'reservations.deleted-old',
      targetType: 'reservation',
      targetId: '*',
      detail: { before: cutoff },
    } as const;
    const [, , result] = await db.batch([
      auditCount(db, entry, reservations, old, now().getTime()),
      db
        .delete(reservationTables)
        .where(
          inArray(reservationTables.reservationId, db.select({ id: reservations.id }).from(reservations).where(old)),
        ),
      // Counted by RETURNING: D1's `meta.changes` also counts what cascades and triggers (guest profiles) write.
      db.delete(reservations).where(old).returning({ id: reservations.id }),
    ]);
    const deletedCount = result.length;
    return c.json({ message: `Deleted ${deletedCount} reservations booked before ${cutoff}`, deletedCount });
  });

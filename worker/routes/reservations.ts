import { Hono } from 'hono';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { reservations } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { reservationSchema } from '../../shared/rules/reservation';
import { deleteOldQuerySchema, reservationDatesQuerySchema, reservationStatusSchema, reservationsQuerySchema } from '../../shared/rules/admin-queries';
import { IDEMPOTENCY_MESSAGES } from '../../shared/messages';
import { RESERVATION_TRANSITIONS, type ReservationStatus } from '../../shared/constants';
import { berlinDate } from '../../shared/berlin-time';
import { reservationJson } from '../lib/serialize';
import { apiError, specError } from '../lib/errors';
import { bookReservation } from '../lib/book-reservation';
import { bodyHash, claimIdempotencyKey, MAX_KEY_LENGTH, releaseIdempotencyKey, storeIdempotentOutcome } from '../lib/idempotency';
import { bookingAnswer, replayAnswer } from '../lib/booking-answer';
import { now } from '../lib/clock';
import { afterCursor, badCursor, pageHeaders, readCursor } from '../lib/page-cursor';

const berlinWallClock = (at: Date) =>
  `${berlinDate(at)} ${at.toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;

/** A stored date may carry a T time part (format.ts's reservationDay); staff filter by the day. */
const bookedDay = sql<string>`substr(${reservations.date}, 1, 10)`;
const bookedSince = (since: number, status: ReservationStatus | undefined) =>
  and(gte(reservations.createdAt, since), status ? eq(reservations.status, status) : undefined);

export const reservationRoutes = new Hono<AppEnv>()
  .post('/book', validate('json', reservationSchema), async (c) => {
    const db = c.get('db');
    const key = c.req.header('Idempotency-Key');
    if (key !== undefined && key.length > MAX_KEY_LENGTH) return specError(c, 400, IDEMPOTENCY_MESSAGES.tooLong);
    const request = c.req.valid('json');
    const nowAt = now();
    if (key) {
      const claim = await claimIdempotencyKey(db, key, await bodyHash(request), nowAt.getTime());
      if (claim.kind === 'other-body') return specError(c, 422, IDEMPOTENCY_MESSAGES.otherBody);
      if (claim.kind === 'in-progress') {
        c.header('Retry-After', String(claim.retryAfterSeconds));
        return specError(c, 409, IDEMPOTENCY_MESSAGES.inProgress);
      }
      if (claim.kind === 'replay') {
        const { status, body } = await replayAnswer(db, claim.outcome);
        c.header('Idempotent-Replayed', 'true');
        return c.json(body, status);
      }
    }
    try {
      const { answer, stored } = bookingAnswer(await bookReservation(db, request, nowAt), request);
      if (key) await storeIdempotentOutcome(db, key, stored);
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
      db.select().from(reservations).where(and(matching, afterCursor(reservations, cursor)))
        .orderBy(desc(reservations.createdAt), desc(reservations.id)).limit(limit + 1),
      db.select({ n: count() }).from(reservations).where(matching),
    ]);
    return c.json(pageHeaders(c, rows, limit, since, total?.n ?? 0).map(reservationJson));
  })
  // The date dropdown's choices come from every row in the window, not from the page loaded.
  .get('/dates', requireAdmin, validate('query', reservationDatesQuerySchema), async (c) => {
    const { lastNumHours, status } = c.req.valid('query');
    const rows = await c.get('db').selectDistinct({ date: bookedDay }).from(reservations)
      .where(bookedSince(now().getTime() - lastNumHours * 3_600_000, status)).orderBy(desc(bookedDay));
    return c.json(rows.map((row) => row.date));
  })
  .post('/update-status', requireAdmin, validate('json', reservationStatusSchema), async (c) => {
    const { reservationId, status } = c.req.valid('json');
    const db = c.get('db');
    const [current] = await db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, reservationId));
    if (!current) return apiError(c, 404, 'Reservation not found');
    if (!RESERVATION_TRANSITIONS[current.status].includes(status)) {
      return apiError(c, 400, `A ${current.status} reservation cannot become ${status}`);
    }
    // The status in the WHERE makes a concurrent change lose cleanly instead of skipping a step.
    const [row] = await db.update(reservations).set({ status })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, current.status))).returning();
    if (!row) return apiError(c, 409, 'The reservation changed meanwhile; reload and try again');
    return c.json({ message: `Reservation ${status}`, reservation: reservationJson(row) });
  })
  .delete('/delete', requireAdmin, validate('query', deleteOldQuerySchema), async (c) => {
    const { hours } = c.req.valid('query');
    // Booked times are Berlin wall-clock text, so compare against the cutoff's Berlin wall clock.
    const cutoff = berlinWallClock(new Date(now().getTime() - hours * 3_600_000));
    const result = await c.get('db').delete(reservations).where(and(
      lte(reservations.date, cutoff.slice(0, 10)),
      sql`(${reservations.date} || ' ' || ${reservations.time}) < ${cutoff}`,
    ));
    const deletedCount = result.meta.changes;
    return c.json({ message: `Deleted ${deletedCount} reservations booked before ${cutoff}`, deletedCount });
  });


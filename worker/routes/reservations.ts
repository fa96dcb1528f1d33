import { Hono } from 'hono';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { reservations } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { reservationSchema } from '../../shared/rules/reservation';
import { deleteOldQuerySchema, reservationDatesQuerySchema, reservationStatusSchema, reservationsQuerySchema } from '../../shared/rules/admin-queries';
import { BOOKING_MESSAGES, RESERVATION_MESSAGES } from '../../shared/messages';
import { RESERVATION_TRANSITIONS, type ReservationStatus } from '../../shared/constants';
import { berlinDate } from '../../shared/berlin-time';
import { reservationJson } from '../lib/serialize';
import { apiError } from '../lib/errors';
import { bookReservation } from '../lib/book-reservation';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from '../lib/idempotency';
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
    const key = c.req.header('Idempotency-Key')?.slice(0, 200);
    const nowAt = now();
    if (key) {
      const replay = await claimIdempotencyKey(db, key, nowAt.getTime());
      if (replay === 'in-progress') return apiError(c, 409, 'This booking is already being processed');
      if (replay) return c.body(replay.body, replay.status as 200, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' });
    }
    try {
      const request = c.req.valid('json');
      const outcome = await bookReservation(db, request, nowAt);
      const [status, body] = outcome.ok
        ? [201, { message: BOOKING_MESSAGES.success, reservation: reservationJson({ id: outcome.id, ...request, status: 'pending', createdAt: outcome.createdAt }) }] as const
        : outcome.verdict.kind === 'past'
          ? [400, { error: RESERVATION_MESSAGES.datePast, message: RESERVATION_MESSAGES.datePast, fields: { date: RESERVATION_MESSAGES.datePast } }] as const
          : [409, { error: outcome.verdict.reason, message: BOOKING_MESSAGES.slotUnavailable(outcome.verdict.reason), reason: outcome.verdict.reason }] as const;
      if (key) await storeIdempotentAnswer(db, key, status, body);
      return c.json(body, status);
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


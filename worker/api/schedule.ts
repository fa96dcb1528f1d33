import { guestMessages } from '../infra/request-locale';
import { Hono, type Context, type TypedResponse } from 'hono';
import { and, asc, between, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { reservations, scheduleDays, timeSlots } from '../db/schema';
import { requireAdmin, requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import {
  bookingsCountQuerySchema,
  cleanupQuerySchema,
  scheduleRangeQuerySchema,
  scheduleUpdateSchema,
} from '../../shared/rules/schedule';
import { availabilityQuerySchema, dayAvailabilityQuerySchema } from '../../shared/rules/reservation';
import { RESERVATION_STATUSES, RESERVATION_TRANSITIONS, SCHEDULE_CLEANUP_DAYS } from '../../shared/constants';
import { addDays, berlinToday, berlinTomorrow } from '../../shared/berlin-time';
import { defaultSlotsQuerySchema } from '../../shared/rules/opening-rules';
import { isoWeekday, ruleSlots } from '../../shared/weekly-hours';
import { serviceOf, weekdayServicesQuery } from '../domain/schedule/weekly-rules';
import { scheduleExceptionRoutes, scheduleRulesRoutes } from './schedule-rules';
import { publicCopy } from '../infra/public-cache';
import { scheduleDayJson } from '../contract/serialize';
import { slotTable } from '../domain/reservations/slot-table';
import { dayAvailability, type DayAvailability } from '../domain/room/day-availability';
import { availabilityReason } from '../../shared/rules/reservation-window';
import { invalidateSlotsOnWrite, SLOT_TABLE_PREFIX } from '../infra/public-cache';
import { publicResponse } from '../infra/public-answer';
import { holdsPlace } from '../domain/reservations/holds-place';
import { apiError } from '../contract/errors';
import { chunkRows } from '../infra/d1-limits';
import { now } from '../infra/clock';
import { audit, auditIf } from '../domain/audit/audit';
import { auditCount } from '../domain/audit/audit-select';
import { deleteScheduleBefore } from '../cron/cleanup';
import { bookingDetails } from '../domain/reservations/reservation-emails';
import { readSettings } from '../domain/settings/read-settings';
import { bookingCancelledEmail } from '../domain/emails/booking-cancelled';
import { queueEmailIf } from '../infra/outbox/queue-email';
import { deliverNow } from '../infra/outbox/deliver-now';
import { newId } from '../infra/ids';

/**
 * The spec's default slots, now a date's weekly rules (issue 29), whatever exception the date has:
 * the slots of its weekday's services, a slot of a service not booked online shown unavailable.
 * From the public cache like the slot tables, cleared by the same writes.
 */
async function defaultTimeSlots(c: Context<AppEnv>, date: string) {
  const weekday = isoWeekday(date);
  const { entry } = await publicCopy(`${SLOT_TABLE_PREFIX}rules/${weekday}`, async () =>
    ruleSlots((await weekdayServicesQuery(c.get('db'), weekday)).map(serviceOf)).map((s) => ({
      time: s.time,
      maxReservations: s.maxReservations,
      maxCovers: s.maxCovers,
      available: s.online,
    })),
  );
  entry.value ??= JSON.parse(entry.body);
  return entry.value as { time: string; maxReservations: number; maxCovers: number | null; available: boolean }[];
}

/** The states closing a day may cancel (RESERVATION_TRANSITIONS): seated, completed and no-show bookings keep theirs. */
const CANCELLABLE = RESERVATION_STATUSES.filter((status) => RESERVATION_TRANSITIONS[status].includes('cancelled'));
/**
 * The bookings of a day that hold a place (domain/reservations/holds-place.ts) and can still be cancelled: the ones
 * closing the day cancels, and the ones counted before it.
 */
const heldOn = (date: string, at: Date) =>
  and(eq(reservations.date, date), holdsPlace(at), inArray(reservations.status, CANCELLABLE));

export const scheduleRoutes = new Hono<AppEnv>()
  .use(invalidateSlotsOnWrite)
  .get('/', validate('query', scheduleRangeQuerySchema), async (c) => {
    const { startDate, endDate } = c.req.valid('query');
    if (startDate === endDate) {
      // The booking form's one day: from the cached slot table (domain/reservations/slot-table.ts), like check-availability.
      const { table, source } = await slotTable(c, startDate);
      c.header('Server-Timing', `cache;desc="${source}"`, { append: true });
      // Only an exception is a schedule day; a date without one follows the rules (GET /api/schedule/default?date=).
      return c.json(table.day ? [scheduleDayJson(table.day, table.slots)] : []);
    }
    const db = c.get('db');
    const [days, slots] = await db.batch([
      db
        .select()
        .from(scheduleDays)
        .where(between(scheduleDays.date, startDate, endDate))
        .orderBy(asc(scheduleDays.date)),
      db
        .select()
        .from(timeSlots)
        .where(between(timeSlots.date, startDate, endDate)),
    ]);
    return c.json(days.map((day) => scheduleDayJson(day, slots)));
  })
  .get('/default', validate('query', defaultSlotsQuerySchema), async (c) => {
    const date = c.req.valid('query').date ?? berlinTomorrow(now());
    return c.json({ date, timeSlots: await defaultTimeSlots(c, date) });
  })
  .route('/rules', scheduleRulesRoutes)
  .route('/day', scheduleExceptionRoutes)
  // Every time of a date for a party (issue 28): the booking form's choice of times.
  .get('/availability', validate('query', dayAvailabilityQuerySchema), async (c) => {
    const { date, guests } = c.req.valid('query');
    const { value, source, policies } = await dayAvailability(c, date, guests, now());
    const reasonOf = (kind: NonNullable<DayAvailability['wholeDay']>) =>
      availabilityReason(guestMessages(c).api, kind, policies);
    const body = {
      date,
      guests,
      request: value.request,
      // The party's stay, so a full time's waitlist names its window (issue 31); null on a closed date.
      stayMinutes: value.stayMinutes ?? null,
      times: value.times.map((t) => ({ time: t.time, available: !t.kind, reason: t.kind ? reasonOf(t.kind) : '' })),
    };
    return c.json(body, 200, { 'Cache-Control': 'no-store', 'Server-Timing': `cache;desc="${source}"` });
  })
  .get('/check-availability', validate('query', availabilityQuerySchema), async (c) => {
    const { date, time, guests } = c.req.valid('query');
    const { value, source, policies } = await dayAvailability(c, date, guests, now());
    // The same verdict as the list's, for one time; a time the date does not offer is not a slot.
    const listed = value.times.find((t) => t.time === time);
    const kind = value.wholeDay ?? (listed ? listed.kind : 'unknownSlot');
    // The reason in the guest's language (the page sends it as Accept-Language), naming the owner's policies.
    const reason = kind ? availabilityReason(guestMessages(c).api, kind, policies) : '';
    // Built whole with the API's headers (infra/public-answer.ts publicResponse): this is the form's hot path.
    const res = publicResponse(JSON.stringify({ available: !kind, reason }), 200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'Server-Timing': `cache;desc="${source}"`,
    });
    return res as unknown as Response & TypedResponse<{ available: boolean; reason: string }, 200, 'json'>;
  })
  // Staff see how many bookings closing a day would cancel before they confirm it.
  .get('/bookings-count', requireAdmin, validate('query', bookingsCountQuerySchema), async (c) => {
    const { date } = c.req.valid('query');
    const [row] = await c.get('db').select({ n: count() }).from(reservations).where(heldOn(date, now()));
    return c.json({ date, bookings: row?.n ?? 0 });
  })
  .post('/update', ...requireOwner, validate('json', scheduleUpdateSchema), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const day = { date: body.date, isOpen: body.isOpen, specialNote: body.specialNote, updatedAt: Date.now() };
    const slots = body.timeSlots.map((slot) => ({ date: body.date, ...slot }));
    // Closing a day tells each guest it cancels (issue 12). Each email goes before the UPDATE, on
    // the condition that its booking still holds the status read here, so it is queued exactly when
    // the UPDATE cancels that booking.
    const at = now();
    const held = heldOn(body.date, at);
    const toCancel = body.isOpen ? [] : await db.select().from(reservations).where(held);
    const actorId = c.get('staff').id;
    // The emails speak for the restaurant as the owner's settings state it (issue 29).
    const restaurant = toCancel.length ? await readSettings(db) : undefined;
    const emails = toCancel.map((row) => {
      const id = newId();
      const email = bookingCancelledEmail(bookingDetails(row, restaurant), {
        wasConfirmed: row.status === 'confirmed',
        stamp: at,
      });
      const stillHeld = sql`SELECT 1 FROM reservations WHERE id = ${row.id} AND status = ${row.status}`;
      return { id, statement: queueEmailIf(db, email, stillHeld, id, at.getTime()), row, stillHeld };
    });
    // Each booking the close cancels is in the audit log too, on the same condition as its email.
    const cancellations = emails.map(({ row, stillHeld }) =>
      auditIf(
        db,
        {
          actorId,
          action: 'reservation.cancelled',
          targetType: 'reservation',
          targetId: row.id,
          detail: { from: row.status, to: 'cancelled', reason: 'day closed' },
        },
        stillHeld,
        at.getTime(),
      ),
    );
    // One batch is one transaction: the day, its slots, the cancellations and their emails land together.
    const results = await db.batch([
      db.insert(scheduleDays).values(day).onConflictDoUpdate({ target: scheduleDays.date, set: day }),
      db.delete(timeSlots).where(eq(timeSlots.date, body.date)),
      // Up to 96 slots of 5 columns: more than one INSERT can bind, so they go in slices.
      ...chunkRows(slots, 5).map((slice) => db.insert(timeSlots).values(slice)),
      audit(
        db,
        {
          actorId,
          action: 'schedule.day-updated',
          targetType: 'schedule-day',
          targetId: body.date,
          detail: { isOpen: body.isOpen, slots: slots.length },
        },
        at.getTime(),
      ),
      ...cancellations,
      ...emails.map((e) => e.statement),
      // Counted by RETURNING: D1's `meta.changes` also counts the guest profiles' trigger writes.
      ...(body.isOpen
        ? []
        : [db.update(reservations).set({ status: 'cancelled' }).where(held).returning({ id: reservations.id })]),
    ]);
    const reservationsCancelled = body.isOpen ? 0 : (results.at(-1) as unknown[]).length;
    const queued = emails
      .filter((_, i) => (results.at(-1 - emails.length + i) as D1Result).meta.changes === 1)
      .map((e) => e.id);
    if (queued.length < reservationsCancelled) {
      // A booking made between the read and the batch was cancelled without its email: rare; logged for staff.
      console.log(
        JSON.stringify({
          level: 'warn',
          job: 'close-day',
          date: body.date,
          cancelled: reservationsCancelled,
          emailed: queued.length,
        }),
      );
    }
    deliverNow(c.env, c.executionCtx, queued);
    return c.json({
      message: 'Schedule updated',
      schedule: scheduleDayJson(day, slots),
      reservationsCancelled,
    });
  })
  .delete('/cleanup', ...requireOwner, validate('query', cleanupQuerySchema), async (c) => {
    const latestCutoff = addDays(berlinToday(now()), -SCHEDULE_CLEANUP_DAYS);
    const cutoffDate = c.req.valid('query').cutoffDate ?? latestCutoff;
    if (cutoffDate > latestCutoff) {
      return apiError(c, 400, `cutoffDate must be ${latestCutoff} or earlier (two days before today)`);
    }
    const db = c.get('db');
    const entry = {
      actorId: c.get('staff').id,
      action: 'schedule.cleaned-up',
      targetType: 'schedule',
      targetId: '*',
      detail: { before: cutoffDate },
    } as const;
    // Counted in the DELETEs' own batch: the entry's count is the days this cleanup removes.
    const first = auditCount(db, entry, scheduleDays, lt(scheduleDays.date, cutoffDate), now().getTime());
    const deletedCount = await deleteScheduleBefore(db, cutoffDate, first);
    return c.json({ message: `Removed ${deletedCount} schedule days before ${cutoffDate}`, deletedCount, cutoffDate });
  });

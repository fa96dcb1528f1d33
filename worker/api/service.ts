import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { reservations, scheduleDays, timeSlots } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { reservationEditSchema, serviceDayQuerySchema, staffBookingSchema } from '../../shared/rules/staff-booking';
import { reservationIdParamSchema } from '../../shared/rules/manage-booking';
import { isoWeekday } from '../../shared/weekly-hours';
import { slotsOfDay } from '../domain/schedule/day-slots';
import { weekdayServicesQuery } from '../domain/schedule/weekly-rules';
import { guestProfilesOfDay, withGuestProfile } from '../domain/guests/guest-profiles-of-day';
import { slotRefusal } from '../domain/reservations/slot-refusal';
import { offerFreedTablesAfter } from '../domain/waitlist/after-freeing';
import { holdsPlace } from '../domain/reservations/holds-place';
import { staffBook } from '../domain/reservations/staff-booking';
import { editReservation } from '../domain/reservations/edit-reservation';
import { reservationJson } from '../contract/serialize';
import { withTables } from '../domain/room/booking-tables';
import { moveTables } from '../domain/room/move-tables';
import { TABLE_MESSAGES, tableMoveSchema } from '../../shared/rules/table-moves';
import { apiError } from '../contract/errors';
import { siteOrigin } from '../infra/site-origin';
import { deliverNow } from '../infra/outbox/deliver-now';
import { now } from '../infra/clock';

/** The Service page (issue 14): one day's slots and bookings, staff bookings by phone or walk-in, edits. */
export const serviceRoutes = new Hono<AppEnv>()
  .get('/day', requireAdmin, validate('query', serviceDayQuerySchema), async (c) => {
    const { date } = c.req.valid('query');
    const db = c.get('db');
    const at = now();
    const [[day], slots, services, held, rows, profiles] = await db.batch([
      db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
      db.select().from(timeSlots).where(eq(timeSlots.date, date)).orderBy(asc(timeSlots.time)),
      weekdayServicesQuery(db, isoWeekday(date)),
      db
        .select({
          time: reservations.time,
          held: sql<number>`count(*)`.as('held'),
          covers: sql<number>`sum(${reservations.guests})`.as('covers'),
        })
        .from(reservations)
        .where(and(eq(reservations.date, date), holdsPlace(at)))
        .groupBy(reservations.time),
      db
        .select()
        .from(reservations)
        .where(eq(reservations.date, date))
        .orderBy(asc(reservations.time), asc(reservations.createdAt), asc(reservations.id)),
      guestProfilesOfDay(db, date),
    ]);
    // The date's exception, else its weekly rules (issue 29); staff may book a service not booked online.
    const ofDay = slotsOfDay(date, day, slots, services);
    const scheduled = ofDay.slots.map((s) => ({
      time: s.time,
      capacity: s.maxReservations,
      available: s.available && ofDay.open,
    }));
    // A booking at a time the day no longer offers (the slot was removed) still gets its group.
    const orphans = [...new Set(rows.map((r) => r.time))]
      .filter((time) => !scheduled.some((s) => s.time === time))
      .map((time) => ({ time, capacity: 0, available: false }));
    const counted = new Map(held.map((h) => [h.time, h]));
    return c.json({
      date,
      isOpen: ofDay.open,
      specialNote: day?.specialNote ?? '',
      slots: [...scheduled, ...orphans]
        .sort((a, b) => a.time.localeCompare(b.time))
        .map((s) => ({
          ...s,
          held: Number(counted.get(s.time)?.held ?? 0),
          covers: Number(counted.get(s.time)?.covers ?? 0),
        })),
      reservations: (await withTables(db, rows, reservationJson)).map(withGuestProfile(profiles)),
    });
  })
  .post('/staff-book', requireAdmin, validate('json', staffBookingSchema), async (c) => {
    const request = c.req.valid('json');
    const outcome = await staffBook(c.get('db'), c.env, siteOrigin(c.env), request, c.get('staff').id, now());
    if (!outcome.ok && 'unknownTable' in outcome)
      return apiError(c, 400, TABLE_MESSAGES.unknownTable(outcome.unknownTable));
    if (!outcome.ok) return slotRefusal(c, outcome.state);
    deliverNow(c.env, c.executionCtx, outcome.emailIds);
    const [json] = await withTables(c.get('db'), [outcome.row], reservationJson);
    return c.json({ message: 'Booking confirmed', reservation: json }, 201);
  })
  // The table plan (issue 28): a booking moves to the tables staff chose.
  .post(
    '/:id/tables',
    requireAdmin,
    validate('param', reservationIdParamSchema),
    validate('json', tableMoveSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { tableIds, overCapacity } = c.req.valid('json');
      const db = c.get('db');
      const outcome = await moveTables(db, id, tableIds, overCapacity, c.get('staff').id, now());
      // `clash`: "over capacity" would seat them anyway (a taken or too small table), as opposed to a booking that holds no table.
      if (!outcome.ok)
        return c.json({ error: outcome.error, ...(outcome.clash ? { clash: true } : {}) }, outcome.status);
      // The tables it left may seat a waiting party (decision 053).
      await offerFreedTablesAfter(c, outcome.row.date);
      const [json] = await withTables(db, [outcome.row], reservationJson);
      return c.json({ message: 'Tables changed', reservation: json });
    },
  )
  .patch(
    '/:id',
    requireAdmin,
    validate('param', reservationIdParamSchema),
    validate('json', reservationEditSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const edit = c.req.valid('json');
      const outcome = await editReservation(c.get('db'), c.env, siteOrigin(c.env), id, edit, c.get('staff').id, now());
      if (outcome.ok) {
        if (outcome.emailId) deliverNow(c.env, c.executionCtx, [outcome.emailId]);
        if (outcome.freedOn) await offerFreedTablesAfter(c, outcome.freedOn);
        const [json] = await withTables(c.get('db'), [outcome.row], reservationJson);
        return c.json({ message: 'Booking updated', reservation: json });
      }
      if (outcome.kind === 'notFound') return apiError(c, 404, 'Reservation not found');
      if (outcome.kind === 'notEditable') return apiError(c, 409, `A ${outcome.status} booking cannot be changed`);
      if (outcome.kind === 'changedMeanwhile')
        return apiError(c, 409, 'The reservation changed meanwhile; reload and try again');
      return slotRefusal(c, outcome.state);
    },
  );

import { Hono } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { waitlistEntries } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { apiError } from '../contract/errors';
import { reservationJson } from '../contract/serialize';
import { now } from '../infra/clock';
import { deliverNow } from '../infra/outbox/deliver-now';
import { withTables } from '../domain/room/booking-tables';
import { slotRefusal } from '../domain/reservations/slot-refusal';
import {
  seatWalkInSchema,
  WAITLIST_STAFF_MESSAGES as M,
  waitlistDateQuerySchema,
  waitlistIdParamSchema,
  walkInSchema,
} from '../../shared/rules/waitlist';
import { addEntry, endEntry } from '../domain/waitlist/join-waitlist';
import { staffEntriesJson } from '../domain/waitlist/waitlist-json';
import { berlinNow, seatWalkIn } from '../domain/waitlist/walk-ins';
import { offerEntry } from '../domain/waitlist/offer-tables';
import { offerFreedTablesAfter } from '../domain/waitlist/after-freeing';

const byId = (id: string) => eq(waitlistEntries.id, id);
/** Waiting and offered parties first, in the order they joined; then the rest. */
const stillWaitingFirst = sql`CASE WHEN ${waitlistEntries.status} IN ('waiting', 'offered') THEN 0 ELSE 1 END`;

/** The Service view's waitlist (issue 31): a day's entries, walk-ins, seating, offers, removal. */
export const waitlistStaffRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', waitlistDateQuerySchema), async (c) => {
    const db = c.get('db');
    const rows = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.date, c.req.valid('query').date))
      .orderBy(stillWaitingFirst, asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    return c.json({ entries: await staffEntriesJson(db, rows) });
  })
  .post('/walk-ins', requireAdmin, validate('json', walkInSchema), async (c) => {
    const db = c.get('db');
    const walkIn = c.req.valid('json');
    const at = now();
    const { date, time } = berlinNow(at);
    const entry = {
      kind: 'walk-in' as const,
      status: 'waiting' as const,
      ...walkIn,
      date,
      fromTime: time,
      toTime: time,
    };
    const { row } = await addEntry(db, entry, at, c.get('staff').id);
    const [json] = await staffEntriesJson(db, [row]);
    return c.json({ message: M.walkInAdded, entry: json }, 201);
  })
  .post(
    '/:id/seat',
    requireAdmin,
    validate('param', waitlistIdParamSchema),
    validate('json', seatWalkInSchema),
    async (c) => {
      const db = c.get('db');
      const [entry] = await db
        .select()
        .from(waitlistEntries)
        .where(byId(c.req.valid('param').id));
      if (!entry) return apiError(c, 404, M.notFound);
      if (entry.status !== 'waiting' && entry.status !== 'offered') return apiError(c, 409, M.notWaiting);
      const at = now();
      const seated = await seatWalkIn(db, c.env, entry, c.req.valid('json').tableIds, c.get('staff').id, at);
      if (!seated.ok) {
        if ('unknownTable' in seated) return apiError(c, 400, `Table ${seated.unknownTable} cannot be used`);
        // The slot's pacing is full (staff may book over capacity on the Service view), else no table fits.
        if ('state' in seated && seated.state.held >= seated.state.capacity && seated.state.capacity > 0)
          return slotRefusal(c, seated.state);
        return apiError(c, 409, M.noTable);
      }
      deliverNow(c.env, c.executionCtx, seated.emailIds);
      // The party took a table its offer may have held: that hold is gone, the next may fit.
      if (entry.status === 'offered') await offerFreedTablesAfter(c, entry.date);
      const [json] = await withTables(db, [seated.row], reservationJson);
      return c.json({ message: M.seated, reservation: json }, 201);
    },
  )
  .post('/:id/offer', requireAdmin, validate('param', waitlistIdParamSchema), async (c) => {
    const db = c.get('db');
    const id = c.req.valid('param').id;
    const [entry] = await db.select().from(waitlistEntries).where(byId(id));
    if (!entry) return apiError(c, 404, M.notFound);
    if (entry.status !== 'waiting' || entry.kind !== 'online') return apiError(c, 409, M.notWaiting);
    const { offered, emailIds } = await offerEntry(db, c.env, entry, now(), c.get('staff').id);
    if (offered.length === 0) return apiError(c, 409, M.noTable);
    deliverNow(c.env, c.executionCtx, emailIds);
    const [row] = await db.select().from(waitlistEntries).where(byId(id));
    const [json] = await staffEntriesJson(db, [row]);
    return c.json({ message: M.offered, entry: json });
  })
  .delete('/:id', requireAdmin, validate('param', waitlistIdParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    const { current, left } = await endEntry(c.get('db'), id, now(), c.get('staff').id, 'waitlist.removed');
    if (!current) return apiError(c, 404, M.notFound);
    if (!left) return apiError(c, 409, M.notWaiting);
    // Its hold, if it had one, is free again for the next party.
    if (current.status === 'offered') await offerFreedTablesAfter(c, current.date);
    return c.json({ message: M.removed });
  });

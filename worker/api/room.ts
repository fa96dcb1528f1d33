import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAdmin, requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { readRoom } from '../domain/room/read-room';
import { replaceRoom } from '../domain/room/replace-room';
import { roomSchema } from '../../shared/rules/room';
import { ROOM_MESSAGES } from '../../shared/messages';
import { invalidateSlotsOnWrite } from '../infra/public-cache';
import { freeUnitsFor } from '../domain/room/free-units';
import { freeTablesQuerySchema } from '../../shared/rules/table-moves';
import { now } from '../infra/clock';

/**
 * The room (issue 28): tables, combinations, stays by party size and the reset between bookings,
 * as one document. Staff read it (the table plan, a phone booking's tables); owners replace it.
 */
export const roomRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await readRoom(c.get('db'))))
  // Availability follows the room, so a save clears the public slot answers as a schedule change does.
  .put('/', invalidateSlotsOnWrite, ...requireOwner, validate('json', roomSchema), async (c) => {
    const db = c.get('db');
    const outcome = await replaceRoom(db, c.req.valid('json'), c.get('staff').id, now());
    if (outcome.kind === 'conflict') {
      const error = ROOM_MESSAGES.bookingsWouldLoseTable(outcome.bookings.length);
      return c.json({ error, bookings: outcome.bookings }, 409);
    }
    return c.json({ ...(await readRoom(db)), moved: outcome.moved, unseated: outcome.unseated }, 200);
  })
  // The units free for a party at a time, best first: a phone booking's choice, a move's targets.
  .get('/free-tables', requireAdmin, validate('query', freeTablesQuerySchema), async (c) =>
    c.json({ units: await freeUnitsFor(c.get('db'), c.req.valid('query'), now()) }),
  );

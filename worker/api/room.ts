import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAdmin } from '../middleware/auth';
import { readRoom } from '../domain/room/read-room';

/**
 * The room (issue 28): tables, combinations, stays by party size and the reset between bookings,
 * as one document. Staff read it (the table plan, a phone booking's tables); owners replace it.
 */
export const roomRoutes = new Hono<AppEnv>().get('/', requireAdmin, async (c) => c.json(await readRoom(c.get('db'))));

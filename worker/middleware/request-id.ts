import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';
import { meterD1, type D1Meter } from '../lib/d1-meter';

/**
 * Gives each request an id (echoed as X-Request-Id, logged with errors) and a db handle
 * whose D1 use is reported in Server-Timing.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  const meter: D1Meter = { statements: 0, roundTrips: 0 };
  c.set('requestId', requestId);
  c.set('db', createDb(meterD1(c.env.DB, meter)));
  await next();
  c.res.headers.set('X-Request-Id', requestId);
  c.res.headers.append('Server-Timing', `d1;desc="statements=${meter.statements} roundtrips=${meter.roundTrips}"`);
});

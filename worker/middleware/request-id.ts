import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import type { D1Meter } from '../infra/d1-meter';
import { requestIdFrom } from '../infra/request-id';
import { useD1Session } from './d1-session';

/**
 * Gives each request an id (echoed as X-Request-Id, logged with errors) and a db handle
 * whose D1 use is reported in Server-Timing. The handle starts on the primary (decision 025):
 * a route reads a replica only when it says so (readFromAnyReplica, or the back office's
 * readYourWrites), so a route nobody classified can never decide something on stale rows.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = requestIdFrom(c.req.header('cf-ray'));
  const meter: D1Meter = { statements: 0, roundTrips: 0 };
  c.set('requestId', requestId);
  c.set('d1Meter', meter);
  useD1Session(c, 'primary', 'first-primary');
  await next();
  c.res.headers.set('X-Request-Id', requestId);
  c.res.headers.append(
    'Server-Timing',
    `d1;desc="statements=${meter.statements} roundtrips=${meter.roundTrips} session=${c.get('d1Session')}"`,
  );
});

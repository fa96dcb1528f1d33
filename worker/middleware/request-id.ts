import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { createDb } from '../db/client';

/** Gives each request an id (echoed as X-Request-Id, logged with errors) and a db handle. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  c.set('db', createDb(c.env.DB));
  await next();
  c.res.headers.set('X-Request-Id', requestId);
});

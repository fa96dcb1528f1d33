import { createMiddleware } from 'hono/factory';
import { SECURITY_HEADERS } from '../lib/site-headers';

/** Every API answer gets the site's headers (lib/site-headers.ts), and no-store unless its route chose a Cache-Control. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  // Answers built with these headers already in them (lib/public-cache.ts publicResponse) skip
  // the nine header calls below: on a cached public GET they were a fifth of its cost.
  if (c.res.headers.has('Content-Security-Policy')) return;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});

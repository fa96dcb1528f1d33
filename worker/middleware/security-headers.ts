import { createMiddleware } from 'hono/factory';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '../infra/site-headers';

const withHeaders = (headers: Record<string, string>) =>
  createMiddleware(async (c, next) => {
    await next();
    // Answers built with these headers already in them (infra/public-answer.ts publicResponse) skip
    // the header calls below: on a cached public GET they were a fifth of its cost.
    if (c.res.headers.has('Content-Security-Policy')) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

/** Every page the Worker answers gets the site's headers (infra/site-headers.ts), and no-store unless its route chose a Cache-Control. */
export const securityHeaders = withHeaders(SECURITY_HEADERS);

/** Every API answer gets the API's (an answer of JSON is no page: docs/decisions/034), and no-store likewise. */
export const apiSecurityHeaders = withHeaders(API_SECURITY_HEADERS);

import { Hono } from 'hono';

/**
 * The floor: a bare Hono Worker on the same runtime that answers a constant JSON body
 * the size of the real menu response. No D1, no middleware: the most a route could do.
 */
let body: string | undefined;

const app = new Hono<{ Bindings: { BODY_BYTES: string } }>().get('*', (c) => {
  body ??= JSON.stringify({ padding: 'x'.repeat(Math.max(0, Number(c.env.BODY_BYTES) - 14)) });
  return c.body(body, 200, { 'Content-Type': 'application/json' });
});

export default app;

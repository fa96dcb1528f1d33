import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAdmin } from '../middleware/auth';
import { liveHub } from '../live/live-hub';

/**
 * GET /api/live: a staff screen's WebSocket for live updates (docs/decisions/055). The session is
 * checked here, before the upgrade, like any admin call; the hub tags the socket with the session
 * and the account, so a sign-out or a deactivation closes it.
 */
export const liveRoutes = new Hono<AppEnv>().get('/', requireAdmin, async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket')
    return c.json({ error: 'Expected a WebSocket upgrade (Upgrade: websocket)' }, 426);
  const hub = liveHub(c.env);
  if (!hub) return c.json({ error: 'Live updates are not available' }, 503);
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-live-session', c.get('sessionId'));
  headers.set('x-live-staff', c.get('staff').id);
  const answer = await hub.fetch(new Request(c.req.raw.url, { method: 'GET', headers }));
  // A fresh response around the socket: the hub's own has immutable headers, which the API's
  // middlewares (request id, security headers) add to.
  return answer.webSocket ? new Response(null, { status: 101, webSocket: answer.webSocket }) : answer;
});

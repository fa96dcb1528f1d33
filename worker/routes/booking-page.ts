import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { securityHeaders } from '../middleware/security-headers';
import { MANAGE_BOOKING_SHELL } from '../../shared/manage-booking-page';

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * /booking/<id>?token=… (the guest's manage link, docs/decisions/017). Static assets alone would
 * answer it with the SPA fallback, which is the home page's drawing; the Worker serves the manage
 * page's own shell instead (prerendered loading, no booking in it), never indexed nor cached: the
 * URL carries the guest's token. The page reads the booking from the API in the browser.
 */
export const bookingPageRoutes = new Hono<AppEnv>().get('/booking/*', securityHeaders, async (c) => {
  let shell = await c.env.ASSETS!.fetch(new URL(MANAGE_BOOKING_SHELL, c.req.url));
  // `npm run dev` and the API tests have no prerendered shell: the app's shell does as well.
  if (!shell.ok) shell = await c.env.ASSETS!.fetch(new URL('/', c.req.url));
  const html = (await shell.text()).replace('<head>', `<head>\n    ${NOINDEX}`);
  return c.html(html, 200, { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
});

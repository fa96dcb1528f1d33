import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { securityHeaders } from '../middleware/security-headers';
import { PRIVATE_PAGES } from '../../shared/private-pages';
import { pageSecurityHeaders } from '../infra/page-security-headers';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { etagOf } from '../infra/public-cache';
import { withRestaurantDetails } from './restaurant-details';

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * /booking/<id>?token=… (the manage link, docs/decisions/017) and /data-request/confirm?token=…
 * (decision 018). Static assets alone would answer them with the SPA fallback, which is the home
 * page's drawing; the Worker serves each page's own shell instead (prerendered loading, nobody's
 * data in it), never indexed nor cached: the URL carries the guest's token. The page reads the
 * guest's data from the API in the browser.
 */
export const privatePageRoutes = new Hono<AppEnv>();
for (const { pattern, shell: shellPath } of PRIVATE_PAGES) {
  privatePageRoutes.get(pattern, securityHeaders, requestContext, readFromAnyReplica, async (c) => {
    let shell = await c.env.ASSETS!.fetch(new URL(shellPath, c.req.url));
    // `npm run dev` and the API tests have no prerendered shell: the app's shell does as well.
    if (!shell.ok) shell = await c.env.ASSETS!.fetch(new URL('/', c.req.url));
    let html = (await shell.text()).replace('<head>', `<head>\n    ${NOINDEX}`);
    // The footer's details and opening hours as the owner set them (issue 29); the seed's if D1 fails.
    html = await withRestaurantDetails(c, { html, etag: await etagOf(html) }).then(
      (page) => page.html,
      () => html,
    );
    // Its own CSP, allowing the shell's inline stylesheet (decision 041): the site's alone leaves it unstyled.
    const headers = await pageSecurityHeaders(html);
    return c.html(html, 200, { ...headers, 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });
}

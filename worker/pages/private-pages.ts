import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { securityHeaders } from '../middleware/security-headers';
import { PRIVATE_PAGES } from '../../shared/private-pages';
import { pageSecurityHeaders } from '../infra/page-security-headers';

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
  privatePageRoutes.get(pattern, securityHeaders, async (c) => {
    let shell = await c.env.ASSETS!.fetch(new URL(shellPath, c.req.url));
    // `npm run dev` and the API tests have no prerendered shell: the app's shell does as well.
    if (!shell.ok) shell = await c.env.ASSETS!.fetch(new URL('/', c.req.url));
    const html = (await shell.text()).replace('<head>', `<head>\n    ${NOINDEX}`);
    // Its own CSP, allowing the shell's inline stylesheet (decision 041): the site's alone leaves it unstyled.
    const headers = await pageSecurityHeaders(html);
    return c.html(html, 200, { ...headers, 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });
}

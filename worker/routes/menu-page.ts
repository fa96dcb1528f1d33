import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { AVAILABLE_MENU_KEY, readAvailableMenu } from '../lib/available-menu';
import { fillMenuPage } from '../lib/menu-page-html';
import { etagOf, publicCopy } from '../lib/public-cache';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { renderMenuMain } from '../../web/src/entry-menu-page';
import type { MenuItem } from '../../web/src/features/menu/api/get-available-menu';
import { isMenuTab } from '../../web/src/features/menu/categories';

/** The prerendered page per language, read once per isolate: a deployment never changes it. */
const templates = new Map<Locale, string>();
/** The last page drawn per language and tab, drawn again when the dishes' copy changes. */
const pages = new Map<string, { menuEtag: string; html: string; etag: string }>();

async function template(c: Context<AppEnv>, locale: Locale) {
  let html = templates.get(locale);
  if (html === undefined) {
    const path = localizedPath('/menu', locale);
    const res = await c.env.ASSETS!.fetch(new URL(path, c.req.url));
    html = await res.text();
    // `npm run dev` has no prerendered pages (Vite serves the plain shell): never keep that.
    if (!res.ok || !html.includes(`data-prerendered="${path}"`)) throw new Error(`no prerendered menu at ${path}`);
    templates.set(locale, html);
  }
  return html;
}

async function menuPage(c: Context<AppEnv>, locale: Locale) {
  const copy = await publicCopy(AVAILABLE_MENU_KEY, () => readAvailableMenu(c.get('db')));
  c.header('Server-Timing', `cache;desc="${copy.source}"`, { append: true });
  // As the page reads its address: an unknown `?category` shows every dish.
  const requested = c.req.query('category') ?? null;
  const tab = isMenuTab(requested) ? requested : 'all';
  const key = `${locale} ${tab}`;
  const drawn = pages.get(key);
  if (drawn?.menuEtag === copy.etag) return drawn;
  const dishes = JSON.parse(copy.body) as MenuItem[];
  const pathname = localizedPath('/menu', locale);
  const main = renderMenuMain({ pathname, search: tab === 'all' ? '' : `?category=${tab}` }, dishes);
  const html = fillMenuPage(await template(c, locale), main, dishes);
  const page = { menuEtag: copy.etag, html, etag: await etagOf(html) };
  pages.set(key, page);
  return page;
}

/**
 * `/menu` and `/de/menu` arrive with today's dishes drawn in (docs/decisions/028): a guest, and a
 * search engine, read the menu before any script runs. If D1 or the template fails, the plain
 * prerendered page goes out and the browser fetches the dishes itself: the menu never answers an error.
 */
const servePage = (locale: Locale) => async (c: Context<AppEnv>) => {
  try {
    const page = await menuPage(c, locale);
    const headers = { 'Cache-Control': 'no-cache', ETag: page.etag };
    if (c.req.header('If-None-Match') === page.etag) return c.body(null, 304, headers);
    return c.html(page.html, 200, headers);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), path: c.req.path, error: String(error) }));
    // A fresh Response: the asset's own headers are immutable, and the middleware adds to them.
    const plain = await c.env.ASSETS!.fetch(new URL(localizedPath('/menu', locale), c.req.url));
    return new Response(plain.body, plain);
  }
};

export const menuPageRoutes = new Hono<AppEnv>()
  // The dishes may come from the nearest D1 replica (decision 025).
  .get('/menu', securityHeaders, requestContext, readFromAnyReplica, servePage('en'))
  .get('/de/menu', securityHeaders, requestContext, readFromAnyReplica, servePage('de'));

import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { AVAILABLE_MENU_KEY, readAvailableMenu } from '../lib/available-menu';
import { fillDrawnMain } from '../lib/drawn-main';
import { publicCopy } from '../lib/public-cache';
import { answerDrawnPage, drawnPageCache, prerenderedPage } from '../lib/drawn-page';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { renderMenuMain } from '../../web/src/entry-drawn-pages';
import { MENU_DRAWN_ATTRIBUTE } from '../../shared/menu-page';
import type { MenuItem } from '../../web/src/features/menu/api/get-available-menu';
import { isMenuTab, MENU_TABS } from '../../web/src/features/menu/categories';

/** The last page drawn per language and tab. */
const drawn = drawnPageCache(LOCALES.length * MENU_TABS.length);

async function menuPage(c: Context<AppEnv>, locale: Locale) {
  const copy = await publicCopy(AVAILABLE_MENU_KEY, () => readAvailableMenu(c.get('db')));
  c.header('Server-Timing', `cache;desc="${copy.source}"`, { append: true });
  // Read as the page reads its address (URLSearchParams): an unknown `?category` shows every dish.
  const requested = new URL(c.req.url).searchParams.get('category');
  const tab = isMenuTab(requested) ? requested : 'all';
  return drawn(`${locale} ${tab}`, copy.etag, async () => {
    const pathname = localizedPath('/menu', locale);
    const template = await prerenderedPage(c, pathname, pathname);
    const dishes = JSON.parse(copy.body) as MenuItem[];
    return fillDrawnMain(template, renderMenuMain({ pathname, search: tab === 'all' ? '' : `?category=${tab}` }, dishes), MENU_DRAWN_ATTRIBUTE);
  });
}

/**
 * `/menu` and `/de/menu` arrive with today's first dishes drawn in (docs/decisions/028, 029): a
 * guest, and a search engine, read the menu's first nine dishes before any script runs. If D1 or the template fails, the plain
 * prerendered page goes out and the browser fetches the dishes itself: the menu never answers an error.
 */
const servePage = (locale: Locale) => (c: Context<AppEnv>) => answerDrawnPage(c, () => menuPage(c, locale));

export const menuPageRoutes = new Hono<AppEnv>()
  // The dishes may come from the nearest D1 replica (decision 025).
  .get('/menu', securityHeaders, requestContext, readFromAnyReplica, servePage('en'))
  .get('/de/menu', securityHeaders, requestContext, readFromAnyReplica, servePage('de'));

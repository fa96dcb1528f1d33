import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { LOCALES, localizedPath, otherLocale, type Locale } from '../../shared/i18n/locales';
import { AVAILABLE_MENU_KEY, readAvailableMenu } from '../domain/menu/available-menu';
import { fillDrawnMain } from './drawn-main';
import { inlineEagerImages } from './inline-images';
import { publicCopy } from '../infra/public-cache';
import { answerDrawnPage, drawnPageCache, prerenderedPage } from './drawn-page';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { renderMenuMain, renderMenuRest } from '../../web/src/server-render/draw-menu';
import { MENU_DRAWN_ATTRIBUTE, MENU_REST_QUERY, MENU_VERSION_PARAM } from '../../shared/menu-page';
import { etagMatches } from '../infra/if-none-match';
import type { MenuItemJson } from '../contract/serialize';
import { isMenuTab, MENU_TABS } from '../../shared/menu-tabs';
import { allergensToHide, dishesWithout, WITHOUT_PARAM } from '../../shared/menu-filter';

/** The last page, and the last rest of a tab's cards, drawn per language and tab. */
const drawn = drawnPageCache(LOCALES.length * MENU_TABS.length);
const drawnRest = drawnPageCache(LOCALES.length * MENU_TABS.length);

async function todaysMenu(c: Context<AppEnv>) {
  const copy = await publicCopy(AVAILABLE_MENU_KEY, () => readAvailableMenu(c.get('db')));
  c.header('Server-Timing', `cache;desc="${copy.source}"`, { append: true });
  // Read as the page reads its address (URLSearchParams): an unknown `?category` shows every dish.
  const params = new URL(c.req.url).searchParams;
  const requested = params.get('category');
  const tab = isMenuTab(requested) ? requested : 'all';
  // The allergen filter (issue 30) is applied here, so it works before any script runs.
  const hide = allergensToHide(params);
  const query = new URLSearchParams({
    ...(tab === 'all' ? {} : { category: tab }),
    ...(hide.length ? { [WITHOUT_PARAM]: hide.join(',') } : {}),
  }).toString();
  const dishes = () => dishesWithout(JSON.parse(copy.body) as MenuItemJson[], hide);
  return { copy, tab, dishes, search: query ? `?${query.replaceAll('%2C', ',')}` : '' };
}

async function menuPage(c: Context<AppEnv>, locale: Locale) {
  const { copy, dishes, search } = await todaysMenu(c);
  return drawn(`${locale} ${search}`, copy.etag, async () => {
    const pathname = localizedPath('/menu', locale);
    const template = await prerenderedPage(c, pathname, pathname);
    const main = renderMenuMain({ pathname, search }, dishes());
    const page = fillDrawnMain(template, main, `${MENU_DRAWN_ATTRIBUTE}="${versionOf(copy.etag)}"`);
    return withTabInLanguageSwitch(await inlineEagerImages(c, page), locale, search);
  });
}

/**
 * The header's language switch leads to the same tab in the other language (as React draws it,
 * features/layout/language-switch.tsx), before any script: the template's link has no query.
 */
function withTabInLanguageSwitch(html: string, locale: Locale, search: string) {
  if (!search) return html;
  const other = localizedPath('/menu', otherLocale(locale));
  return html.replaceAll(`<a href="${other}" hrefLang=`, `<a href="${other}${search}" hrefLang=`);
}

/** The menu copy's ETag without its quotes: hex digits, safe in an attribute and a query. */
const versionOf = (etag: string) => etag.replaceAll('"', '');

/**
 * `/menu` and `/de/menu` arrive with today's first dishes drawn in (docs/decisions/028, 029): a
 * guest, and a search engine, read the menu's first nine dishes before any script runs. If D1 or the template fails, the plain
 * prerendered page goes out and the browser fetches the dishes itself: the menu never answers an error.
 */
const servePage = (locale: Locale) => (c: Context<AppEnv>) =>
  c.req.query(MENU_REST_QUERY.name) === MENU_REST_QUERY.value
    ? serveRest(c, locale)
    : answerDrawnPage(c, () => menuPage(c, locale));

/**
 * `?cards=rest`: the tab's cards after the first nine, as list items, which the drawn page fetches
 * once it has painted and puts after them before any React (decision 032). An empty answer when the
 * tab has no more; 503 if D1 fails, and the page then shows the rest once it hydrates. 409 if the
 * menu changed since the page was drawn (`v`): the rest of another menu could repeat a dish the page
 * shows or miss one, so the page leaves the whole tab to React, which reads the menu afresh.
 */
async function serveRest(c: Context<AppEnv>, locale: Locale) {
  try {
    const { copy, tab, dishes, search } = await todaysMenu(c);
    const drawnFrom = c.req.query(MENU_VERSION_PARAM);
    if (drawnFrom !== undefined && drawnFrom !== versionOf(copy.etag)) {
      return c.json({ error: 'The menu has changed since this page was drawn' }, 409, { 'Cache-Control': 'no-store' });
    }
    const rest = await drawnRest(`${locale} ${search}`, copy.etag, async () =>
      renderMenuRest({ pathname: localizedPath('/menu', locale) }, tab, dishes()),
    );
    const headers = { 'Cache-Control': 'no-cache', ETag: rest.etag, 'X-Robots-Tag': 'noindex' };
    if (etagMatches(c.req.header('If-None-Match'), rest.etag)) return c.body(null, 304, headers);
    return c.html(rest.html, 200, headers);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', requestId: c.get('requestId'), path: c.req.path, error: String(error) }),
    );
    return c.json({ error: 'The rest of the menu is unavailable right now' }, 503);
  }
}

export const menuPageRoutes = new Hono<AppEnv>()
  // The dishes may come from the nearest D1 replica (decision 025).
  .get('/menu', securityHeaders, requestContext, readFromAnyReplica, servePage('en'))
  .get('/de/menu', securityHeaders, requestContext, readFromAnyReplica, servePage('de'));

import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { ALLERGEN_SHEET_DRAWN_ATTRIBUTE } from '../../shared/allergen-sheet-page';
import { berlinDate } from '../../shared/berlin-time';
import { AVAILABLE_MENU_KEY, readAvailableMenu } from '../domain/menu/available-menu';
import { fillDrawnMain } from './drawn-main';
import { publicCopy } from '../infra/public-cache';
import { answerDrawnPage, drawnPageCache, prerenderedPage } from './drawn-page';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { renderAllergenSheetMain } from '../../web/src/server-render/draw-allergen-sheet';
import type { MenuItemJson } from '../contract/serialize';
import { now } from '../infra/clock';

/** The last sheet drawn per language. */
const drawn = drawnPageCache(LOCALES.length);

/** The sheet with the dishes guests can order now, from the same copy the menu page is drawn from. */
async function allergenSheet(c: Context<AppEnv>, locale: Locale) {
  const copy = await publicCopy(AVAILABLE_MENU_KEY, () => readAvailableMenu(c.get('db')));
  c.header('Server-Timing', `cache;desc="${copy.source}"`, { append: true });
  // The sheet names the day it was drawn: a new day draws it again, though the menu is the same.
  const today = berlinDate(now());
  return drawn(locale, `${copy.etag} ${today}`, async () => {
    const pathname = localizedPath('/menu/allergens', locale);
    const template = await prerenderedPage(c, pathname, pathname);
    const main = renderAllergenSheetMain({ pathname, search: '' }, JSON.parse(copy.body) as MenuItemJson[]);
    return fillDrawnMain(template, main, ALLERGEN_SHEET_DRAWN_ATTRIBUTE);
  });
}

/**
 * `/menu/allergens` and `/de/menu/allergens` (issue 30): the written allergen documentation of
 * LMIDV § 4, drawn with the current menu so that it is never behind it, and needing no script. If
 * D1 or the template fails, the prerendered page goes out, which asks the guest to ask the staff.
 */
const servePage = (locale: Locale) => (c: Context<AppEnv>) => answerDrawnPage(c, () => allergenSheet(c, locale));

export const allergenSheetPageRoutes = new Hono<AppEnv>()
  // The dishes may come from the nearest D1 replica (decision 025).
  .get('/menu/allergens', securityHeaders, requestContext, readFromAnyReplica, servePage('en'))
  .get('/de/menu/allergens', securityHeaders, requestContext, readFromAnyReplica, servePage('de'));

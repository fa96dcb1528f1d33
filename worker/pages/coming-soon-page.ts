import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { COMING_SOON_DRAWN_ATTRIBUTE } from '../../shared/coming-soon-page';
import { COMING_SOON_KEY, readComingSoon } from '../domain/menu/coming-soon-dishes';
import { fillDrawnMain } from './drawn-main';
import { publicCopy } from '../infra/public-cache';
import { answerDrawnPage, drawnPageCache, prerenderedPage } from './drawn-page';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { renderComingSoonMain } from '../../web/src/server-render/draw-coming-soon';
import type { ComingSoonJson } from '../contract/serialize';

/** The last page drawn per language. */
const drawn = drawnPageCache(LOCALES.length);

async function comingSoonPage(c: Context<AppEnv>, locale: Locale) {
  const copy = await publicCopy(COMING_SOON_KEY, () => readComingSoon(c.get('db')));
  c.header('Server-Timing', `cache;desc="${copy.source}"`, { append: true });
  return drawn(locale, copy.etag, async () => {
    const pathname = localizedPath('/coming-soon', locale);
    const template = await prerenderedPage(c, pathname, pathname);
    const dishes = JSON.parse(copy.body) as ComingSoonJson[];
    return fillDrawnMain(
      template,
      renderComingSoonMain({ pathname, search: '' }, dishes),
      COMING_SOON_DRAWN_ATTRIBUTE,
      { final: true },
    );
  });
}

/**
 * `/coming-soon` and `/de/coming-soon` arrive with their dishes drawn in (decision 031): nothing on
 * a guest's page needs React then, only the countdown's plain DOM code. If D1 or the template
 * fails, the plain prerendered page goes out, which hydrates and fetches the dishes itself.
 */
const servePage = (locale: Locale) => (c: Context<AppEnv>) => answerDrawnPage(c, () => comingSoonPage(c, locale));

export const comingSoonPageRoutes = new Hono<AppEnv>()
  // The dishes may come from the nearest D1 replica (decision 025).
  .get('/coming-soon', securityHeaders, requestContext, readFromAnyReplica, servePage('en'))
  .get('/de/coming-soon', securityHeaders, requestContext, readFromAnyReplica, servePage('de'));

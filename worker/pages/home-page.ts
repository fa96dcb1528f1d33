import { Hono, type Context } from 'hono';
import { pageSecurityHeaders } from '../infra/page-security-headers';
import type { AppEnv } from '../env';
import { homeTemplatePath, type HomeTemplate } from '../../shared/home-page';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, localizedPath, type Locale } from '../../shared/i18n/locales';
import { ACTIVE_BANNERS_KEY, readActiveBanners } from '../domain/banners/active-banners';
import { fillHomePage } from './home-page-html';
import { inlineEagerImages } from './inline-images';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { publicCopy } from '../infra/public-cache';
import { answerDrawnPage, drawnPageCache, prerenderedPage } from './drawn-page';
import type { BannerJson } from '../contract/serialize';

/** The last page served per template and origin (a deployment answers on a handful of hostnames). */
const drawn = drawnPageCache(8);

async function homePage(c: Context<AppEnv>, locale: Locale) {
  const copy = await publicCopy(ACTIVE_BANNERS_KEY, () => readActiveBanners(c.get('db')));
  c.header('Server-Timing', `cache;desc="${copy.source}"`, { append: true });
  const name: HomeTemplate = copy.body === '[]' ? 'welcome' : 'banners';
  const { origin } = new URL(c.req.url);
  return drawn(`${locale} ${name} ${origin}`, copy.etag, async () => {
    const template = await prerenderedPage(c, homeTemplatePath(locale, name), localizedPath('/', locale));
    return inlineEagerImages(c, fillHomePage(template, JSON.parse(copy.body) as BannerJson[], origin));
  });
}

/**
 * `/` and `/de` are the pages the Worker draws (docs/decisions/009): the prerendered home page with this
 * week's first banner already in it, so guests see it at the first paint instead of a placeholder.
 * If D1 or the templates fail, the plain prerendered page goes out and the browser fetches the
 * banners itself: the home page never answers an error.
 */
const servePage = (locale: Locale) => async (c: Context<AppEnv>) => {
  // A guest who chose German with the switch gets the German home page at `/` too; a first visit
  // never redirects (issue 13), whatever the browser prefers.
  if (locale === 'en' && getCookie(c, LANGUAGE_COOKIE) === 'de') {
    return c.redirect(`/de${new URL(c.req.url).search}`, 302);
  }
  c.header('Vary', 'Cookie');
  return answerDrawnPage(c, () => homePage(c, locale));
};

export const homePageRoutes = new Hono<AppEnv>()
  // The banners may come from the nearest D1 replica (decision 025).
  .get('/', securityHeaders, requestContext, readFromAnyReplica, servePage('en'))
  .get('/de', securityHeaders, requestContext, readFromAnyReplica, servePage('de'))
  // The templates carry placeholders: guests get the 404 page instead (decision 003).
  .get('/_home/*', securityHeaders, async (c) => {
    const shell = await (await c.env.ASSETS!.fetch(new URL('/', c.req.url))).text();
    return c.html(shell, 404, await pageSecurityHeaders(shell));
  });

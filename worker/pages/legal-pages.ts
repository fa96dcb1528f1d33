import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { requestContext } from '../middleware/request-id';
import { readFromAnyReplica } from '../middleware/d1-session';
import { securityHeaders } from '../middleware/security-headers';
import { answerDrawnPage, prerenderedPage } from './drawn-page';
import { etagOf } from '../infra/public-cache';
import { drawReserveForm } from './reserve-form';

/** The prerendered page's own ETag, per path: a deployment never changes it. */
const etags = new Map<string, string>();

/**
 * The imprint and the privacy notice state the restaurant's company, address and contact (issue 29):
 * the Worker serves their prerendered pages with the owner's current details written in. So it does
 * the other guest pages it has no data to draw into, for their footer's details and opening hours.
 */
const servePage =
  (path: '/imprint' | '/privacy' | '/reserve' | '/data-request', locale: Locale) => (c: Context<AppEnv>) =>
    answerDrawnPage(c, async () => {
      const pathname = localizedPath(path, locale);
      const html = await prerenderedPage(c, pathname, pathname);
      // The booking form follows the owner's policies and tomorrow's opening rules (issue 29).
      if (path === '/reserve') {
        const drawn = await drawReserveForm(c, html, locale);
        return { html: drawn, etag: await etagOf(drawn) };
      }
      let etag = etags.get(pathname);
      if (etag === undefined) etags.set(pathname, (etag = await etagOf(html)));
      return { html, etag };
    });

const chain = [securityHeaders, requestContext, readFromAnyReplica] as const;
export const legalPageRoutes = new Hono<AppEnv>()
  .get('/imprint', ...chain, servePage('/imprint', 'en'))
  .get('/de/imprint', ...chain, servePage('/imprint', 'de'))
  .get('/privacy', ...chain, servePage('/privacy', 'en'))
  .get('/de/privacy', ...chain, servePage('/privacy', 'de'))
  .get('/reserve', ...chain, servePage('/reserve', 'en'))
  .get('/de/reserve', ...chain, servePage('/reserve', 'de'))
  .get('/data-request', ...chain, servePage('/data-request', 'en'))
  .get('/de/data-request', ...chain, servePage('/data-request', 'de'));

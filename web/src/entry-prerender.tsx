import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
// Both languages at build time: each page's path says which one it is drawn in.
import '../../shared/i18n/provide-both';
import { prerenderedMeta } from './ui/layout/use-page-meta';
import { GivenBanners } from './features/home/arrived-banners';
import type { Banner } from './features/home/api/get-active-banners';

export { PRERENDERED_PAGES, CLIENT_ONLY_PAGES } from './app/prerendered-pages';
export { ISLANDS } from './app/island-pages';
export { textsOf } from './app/page-texts';
export { BANNER_PLACEHOLDER, SITE_ORIGIN_PLACEHOLDER, homeTemplatePath } from '../../shared/home-page';
export { INTL_TAG, localizedPath } from '../../shared/i18n/locales';
export { RESTAURANT } from '../../shared/restaurant';
export { ENTRY_LOADER } from '../../shared/entry-loader';
export { restaurantJsonLd } from './features/home/restaurant-json-ld';
export { PAGE_BEHAVIOURS } from './app/page-behaviours';
export { ISLAND_PART_ATTRIBUTE } from './ui/islands/island-part';

/**
 * Renders one guest page to HTML at build time, as the browser's first render will draw it (data
 * still loading, no session, no clock), so app/boot.tsx can hydrate it instead of starting from blank.
 */
export async function prerender(path: string, { homeBanners }: { homeBanners?: Banner[] } = {}) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  Object.assign(prerenderedMeta, { title: '', description: '' });
  // Waits for every lazy part (ui/islands/defer-until-visible.tsx), so the page is complete.
  const { prelude } = await prerenderToStream(
    <StrictMode>
      {/* The home page's templates for the Worker (decision 009) are drawn with the banners given here. */}
      <GivenBanners value={homeBanners}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </GivenBanners>
    </StrictMode>,
    // Every part inline, however large: an outlined part would need an inline script to reveal it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, ...prerenderedMeta };
}

import { GUEST_PAGES, type GuestPage, type IslandName } from '../../../shared/pages/guest-pages';
import { ADMIN_PAGES, SIGN_IN_PAGES } from '../../../shared/pages/back-office-pages';
import type { PageSection } from '../../../shared/pages/guest-pages';

type PrerenderedPage = {
  path: string;
  /** The address its route is drawn at: an emailed link's page is drawn loading, at an address its route matches. */
  drawAt: string;
  module: string;
  data: string[];
  texts: readonly PageSection[];
  scriptsAfterFade?: boolean;
  islands?: { island?: IslandName; workerDraws?: boolean };
};

/**
 * The guest pages the build prerenders (scripts/prerender.mjs), derived from shared/pages/guest-pages.ts:
 * the page's module, whose chunks its HTML preloads, at its address or, for an emailed link's page, its
 * shell. `islands`: for a guest the page runs as islands (docs/decisions/023), hydrating only its content
 * (`island`, app/island-pages.ts), or nothing at all. `workerDraws`: the Worker serves the page drawn,
 * with no React needed at load (decisions 031, 032), so its HTML names none of the island's chunks:
 * they load as it hydrates, if it does. The prerendered drawing, still loading, is its fallback.
 * `scriptsAfterFade`: no script starts before the first card has faded in (shared/entry-loader.ts).
 * `data` stays empty: the loader no longer preloads a page's API answers.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = GUEST_PAGES.map((page: GuestPage) => ({
  path: page.shell ?? page.path,
  drawAt: page.shell ? page.path.replace(/:[^/]+/g, '_shell') : page.path,
  module: page.module,
  texts: page.texts,
  data: [],
  ...(page.scriptsAfterFade ? { scriptsAfterFade: true } : {}),
  islands: {
    ...(page.island ? { island: page.island as IslandName } : {}),
    ...(page.workerDraws && !page.shellOfUnknownPaths ? { workerDraws: true } : {}),
  },
}));

/**
 * Pages whose loaders read the session cookie (sign-in, the back office) render in the browser only.
 * They get the plain app shell as their own file: the SPA fallback, index.html, is the home page.
 * A page with a parameter in its address gets it at its shell (shared/pages/back-office-pages.ts).
 */
export const CLIENT_ONLY_PAGES: string[] = [
  ...new Set([...SIGN_IN_PAGES, ...ADMIN_PAGES].map((page) => ('shell' in page ? page.shell : page.path))),
];

import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter } from './router';
import { routes } from './routes';
import { loadDeferredLayoutParts } from '../ui/islands/defer-until-visible';
import { INTL_TAG, localeOfPath } from '../../../shared/i18n/locales';
import { loadMessages } from './load-messages';
import type { PageModule } from './island-pages';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from '../ui/islands/early-input';

const container = document.getElementById('root')!;

/** The browser's router. A navigation first loads whatever part of the page is still waiting. */
function startRouter() {
  const router = createBrowserRouter(routes);
  const { location } = router.state;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location !== location) loadDeferredLayoutParts();
  });
  return router;
}
const app = (router: DataRouter, early: EarlyInput = []) => (
  <StrictMode>
    <EarlyInputTold early={early}>
      <RouterProvider router={router} />
    </EarlyInputTold>
  </StrictMode>
);

/** Tells a prerendered form what was typed into it before the app hydrated (ui/islands/early-input.ts). */
function EarlyInputTold({ early, children }: { early: EarlyInput; children: ReactNode }) {
  useEffect(() => replayEarlyInput(early), [early]);
  return children;
}

/**
 * The lazy page modules of the current URL, loaded before the router starts, so its first render
 * is the page itself (as the prerendered HTML is) rather than the empty HydrateFallback, with what
 * the page needs to render as it was drawn (`beforeHydrate`: the menu's dishes, decision 029).
 */
async function loadCurrentPage() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const { beforeHydrate, ...page } = await (route.lazy as () => Promise<PageModule>)();
      await beforeHydrate?.();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}

// Started by main.tsx once the page has painted. A page prerendered at build time
// (scripts/prerender.mjs) is hydrated; any other URL (the back office, /login, an unknown path
// served the SPA fallback) is rendered afresh. Both in a transition, so React works in short
// slices and a tap or scroll during start-up is never held up for long.
// The page's language is fixed for the document: switching language loads the other page afresh.
const locale = localeOfPath(window.location.pathname);
// The SPA fallback (an unknown /de/… path) is the English shell: the document says what it shows.
document.documentElement.lang = INTL_TAG[locale];
// The frame's texts (header, footer, error page); each page loads its own parts (routes.tsx).
const messages = loadMessages(locale, ['common', 'api']);
if (container.dataset.prerendered === window.location.pathname) {
  Promise.all([messages, loadCurrentPage()]).then(() =>
    startTransition(() => void hydrateRoot(container, app(startRouter(), readEarlyInput(container)))),
  );
} else {
  messages.then(() => startTransition(() => createRoot(container).render(app(startRouter()))));
}

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '../../../shared/i18n/locales';
import { PageLocationProvider } from '../ui/page-location';
import { ISLANDS, type IslandName } from './island-pages';
import { loadMessages } from './load-messages';

/**
 * Hydrates the page's content inside <main>: the same component the router renders there, so the
 * prerendered markup matches it. Links in it are plain links (ui/site-link.tsx).
 */
export async function hydrateIsland(name: IslandName) {
  const island = ISLANDS[name];
  const { pathname, search, hash } = window.location;
  const [{ Component }] = await Promise.all([island.load(), loadMessages(localeOfPath(pathname), island.sections)]);
  const main = document.getElementById('main')!;
  startTransition(() => {
    hydrateRoot(
      main,
      <StrictMode>
        <PageLocationProvider value={{ pathname, search, hash }}>
          <Component />
        </PageLocationProvider>
      </StrictMode>,
    );
  });
}

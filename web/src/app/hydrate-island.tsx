import { startTransition, StrictMode, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '../../../shared/i18n/locales';
import { PageLocationProvider } from '../ui/layout/page-location';
import { ISLAND_AWAKE_ATTRIBUTE, markPageLive } from '../ui/islands/island-part';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from '../ui/islands/early-input';
import { ISLANDS, type IslandName, type PageModule } from './island-pages';
import { loadMessages } from './load-messages';

/**
 * The document's address, as the router would give it; a filter's query replaces it in place.
 * `early`: what the guest did in the page's forms before React came (ui/islands/early-input.ts), in `container`.
 */
function IslandPage({
  Component,
  early,
  container,
}: {
  Component: ComponentType;
  early: EarlyInput;
  container: Element;
}) {
  const [search, setSearch] = useState(window.location.search);
  const { pathname, hash } = window.location;
  const replaceSearch = (next: string) => {
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    setSearch(next);
  };
  // Marks the container once the content is live: a tap before that does nothing, so journeys wait
  // for it (e2e/support/live.ts). <main> is the container, not React's: the attribute is safe there.
  // Its effect runs after the page's own, so a form's restored draft is overwritten by what the guest
  // typed before hydration, field by field, not the other way round. The container is marked awake
  // first: the inline loader then leaves the replayed blurs and submission, and all after, to React.
  useEffect(() => {
    container.setAttribute(ISLAND_AWAKE_ATTRIBUTE, '');
    markPageLive();
    replayEarlyInput(early);
  }, [early, container]);
  return (
    <PageLocationProvider value={{ pathname, search, hash, replaceSearch }}>
      <Component />
    </PageLocationProvider>
  );
}

/**
 * Hydrates the page's content inside <main>: the same component the router renders there, so the
 * prerendered markup matches it, or only the page's marked `part` (ui/islands/island-part.ts) with the
 * component its island names for it. Links in it are plain links (ui/layout/site-link.tsx).
 */
export async function hydrateIsland(name: string, part: Element | null) {
  // The name comes from the page's HTML (scripts/prerender.mjs writes only names of ISLANDS).
  if (!(name in ISLANDS)) throw new Error(`No island is called ${name}`);
  const island = ISLANDS[name as IslandName];
  const load = (part && island.part) || island.load;
  const [page] = await Promise.all([load(), loadMessages(localeOfPath(window.location.pathname), island.sections)]);
  const { Component, beforeHydrate } = page as PageModule;
  // What the page needs to render as it was drawn, if the HTML does not carry it (the menu's dishes).
  await beforeHydrate?.();
  const container = part ?? document.getElementById('main')!;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <IslandPage Component={Component} early={readEarlyInput(container)} container={container} />
      </StrictMode>,
    );
  });
}

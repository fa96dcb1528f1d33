import type { ComponentType } from 'react';
import { GUEST_PAGES, type IslandName } from '../../../shared/pages/guest-pages';
import type { MessageSection } from './load-messages';
import { textsOf } from './page-texts';

/**
 * What a page module gives the app: its component and, if its HTML does not carry all it renders
 * from, what must arrive before it hydrates (`beforeHydrate`: the menu's dishes, decision 029).
 * Both ways of starting a prerendered page await it: app/hydrate-island.tsx and app/boot.tsx.
 */
export type PageModule = { Component: ComponentType; beforeHydrate?: () => Promise<void> };

type IslandCode = { load: () => Promise<PageModule>; part?: () => Promise<PageModule> };

/**
 * The code of each guest page that runs as an island (docs/decisions/023), keyed by the island its
 * entry in shared/pages/guest-pages.ts names: the page's module, or only its marked part (`part`,
 * ui/islands/island-part.ts), for a guest hydrated without the router, the header or the footer.
 * Static import() calls, so each is a chunk of its own; app/pages-manifest.test.ts checks that each
 * `load` is its page's module. scripts/prerender.mjs marks these pages and preloads their chunks.
 */
const ISLAND_CODE = {
  // Only what follows the banners, when the Worker drew them (features/home/home-more.tsx).
  home: { load: () => import('../features/home/home-route'), part: () => import('../features/home/home-more') },
  // Only the tabs and dishes, when the Worker drew them (features/menu/menu-section.tsx).
  menu: { load: () => import('../features/menu/menu-route'), part: () => import('../features/menu/menu-section') },
  // Only the booking card, once the guest heads for it (decision 033).
  reserve: {
    load: () => import('../features/reserve/reserve-route'),
    part: () => import('../features/reserve/reserve-form-part'),
  },
  comingSoon: { load: () => import('../features/coming-soon/coming-soon-route') },
  // Only the form and its answer, once the guest heads for it (decision 033).
  dataRequest: {
    load: () => import('../features/data-request/data-request-route'),
    part: () => import('../features/data-request/data-request-part'),
  },
  dataRequestConfirm: { load: () => import('../features/data-request/confirm-route') },
  manageBooking: { load: () => import('../features/manage-booking/manage-booking-route') },
  waitlistEntry: { load: () => import('../features/waitlist/waitlist-entry-route') },
} satisfies Record<IslandName, IslandCode>;

const sectionsOf = (name: IslandName) =>
  textsOf(GUEST_PAGES.find((page) => 'island' in page && page.island === name)!.texts);

/** Each island's code and the catalogue parts its page shows. */
export const ISLANDS = {} as Record<IslandName, IslandCode & { sections: MessageSection[] }>;
for (const name of Object.keys(ISLAND_CODE) as IslandName[])
  ISLANDS[name] = { ...ISLAND_CODE[name], sections: sectionsOf(name) };

export type { IslandName };

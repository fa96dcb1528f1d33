import type { ComponentType } from 'react';
import type { MessageSection } from './load-messages';
import { textsOf } from './page-texts';

/**
 * What a page module gives the app: its component and, if its HTML does not carry all it renders
 * from, what must arrive before it hydrates (`beforeHydrate`: the menu's dishes, decision 029).
 * Both ways of starting a prerendered page await it: app/hydrate-island.tsx and app/boot.tsx.
 */
export type PageModule = { Component: ComponentType; beforeHydrate?: () => Promise<void> };

/**
 * Guest pages that run as islands (docs/decisions/023): for a guest, only the page's own content
 * (what the router would render inside <main>) is hydrated, without the router, the header or the
 * footer, or only its marked part (`part`, ui/islands/island-part.ts). `sections` are the catalogue parts it shows. scripts/prerender.mjs marks these pages and
 * preloads what is listed here (PRERENDERED_PAGES names the same island).
 */
export const ISLANDS = {
  // Only what follows the banners, when the Worker drew them (features/home/home-more.tsx).
  home: { load: () => import('../features/home/home-route'), part: () => import('../features/home/home-more'), sections: textsOf('home') },
  // Only the tabs and dishes, when the Worker drew them (features/menu/menu-section.tsx).
  menu: { load: () => import('../features/menu/menu-route'), part: () => import('../features/menu/menu-section'), sections: textsOf('menu') },
  // Only the booking card, once the guest heads for it (decision 033).
  reserve: { load: () => import('../features/reserve/reserve-route'), part: () => import('../features/reserve/reserve-form-part'), sections: textsOf('reserve') },
  comingSoon: { load: () => import('../features/coming-soon/coming-soon-route'), sections: textsOf('comingSoon') },
  // Only the form and its answer, once the guest heads for it (decision 033).
  dataRequest: { load: () => import('../features/data-request/data-request-route'), part: () => import('../features/data-request/data-request-part'), sections: textsOf('dataRequest') },
  dataRequestConfirm: { load: () => import('../features/data-request/confirm-route'), sections: textsOf('dataRequest') },
  manageBooking: { load: () => import('../features/manage-booking/manage-booking-route'), sections: textsOf('manageBooking') },
} satisfies Record<string, { load: () => Promise<PageModule>; part?: () => Promise<PageModule>; sections: readonly MessageSection[] }>;

export type IslandName = keyof typeof ISLANDS;

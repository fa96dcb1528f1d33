import type { ComponentType } from 'react';
import type { MessageSection } from './load-messages';
import { textsOf } from './page-texts';

/**
 * Guest pages that run as islands (docs/decisions/023): for a guest, only the page's own content
 * (what the router would render inside <main>) is hydrated, without the router, the header or the
 * footer. `sections` are the catalogue parts it shows. scripts/prerender.mjs marks these pages and
 * preloads what is listed here (PRERENDERED_PAGES names the same island).
 */
export const ISLANDS = {
  home: {
    load: (): Promise<{ Component: ComponentType }> => import('../features/home/home-route'),
    sections: textsOf('home'),
  },
} satisfies Record<string, { load: () => Promise<{ Component: ComponentType }>; sections: readonly MessageSection[] }>;

export type IslandName = keyof typeof ISLANDS;

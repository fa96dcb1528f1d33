import type { MessageSection } from './load-messages';

/**
 * The catalogue parts each guest page shows besides the frame's (`common`, and `api` for the
 * messages of the shared rules and the API): what its route loads (routes.tsx), what its island
 * loads (island-pages.ts) and what its prerendered HTML preloads (scripts/prerender.mjs).
 */
const PAGE_TEXTS = {
  home: ['home', 'menu'],
  menu: ['menu'],
  reserve: ['reserve'],
  comingSoon: ['comingSoon', 'menu'],
  dataRequest: ['dataRequest'],
  manageBooking: ['manageBooking', 'reserve'],
  legal: ['legal'],
  notFound: [],
} satisfies Record<string, readonly MessageSection[]>;

export type PageTexts = keyof typeof PAGE_TEXTS;

export const textsOf = (page: PageTexts): MessageSection[] => ['common', 'api', ...PAGE_TEXTS[page]];

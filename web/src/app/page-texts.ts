import { GUEST_PAGES, type PageSection } from '../../../shared/pages/guest-pages';
import type { MessageSection } from './load-messages';

/**
 * The catalogue parts a guest page shows (shared/pages/guest-pages.ts), with the frame's (`common`,
 * and `api` for the messages of the shared rules and the API): what its route loads (routes.tsx), what
 * its island loads (island-pages.ts) and what its prerendered HTML preloads (scripts/prerender.mjs).
 */
export const textsOf = (texts: readonly PageSection[]): MessageSection[] => ['common', 'api', ...texts];

/** Every part a guest page may show, for the pages that may show any (the back office, sign-in). */
export const GUEST_PAGE_SECTIONS: readonly MessageSection[] = [
  ...new Set(GUEST_PAGES.flatMap((page) => textsOf(page.texts))),
];

/**
 * The contract between the Worker that draws the coming-soon page (worker/pages/coming-soon-page.ts)
 * and the page in the browser (web/src/features/coming-soon), docs/decisions/031.
 */

/** Marks `#root` of a coming-soon page the Worker drew with its dishes. */
export const COMING_SOON_DRAWN_ATTRIBUTE = 'data-coming-soon-drawn';

/** The dishes it is drawn with, as the page would read them. */
export const COMING_SOON_PATH = '/api/menu/coming-soon';

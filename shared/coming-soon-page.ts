/**
 * The contract between the Worker that draws the coming-soon page (worker/pages/coming-soon-page.ts)
 * and the page in the browser (web/src/features/coming-soon), docs/decisions/031.
 */

/** Marks `#root` of a coming-soon page the Worker drew with its dishes. */
export const COMING_SOON_DRAWN_ATTRIBUTE = 'data-coming-soon-drawn';

/**
 * Marks the countdown (spec §9); its value is the moment it counts down to (ISO 8601), the
 * settings' coming-soon date, which the Worker writes in as it serves the page (issue 29).
 */
export const COUNTDOWN_ATTRIBUTE = 'data-countdown';

/** Shown until the moment, and after it (the end state, "Now on the menu"): the countdown's code swaps them. */
export const UNTIL_OPENING_ATTRIBUTE = 'data-until-opening';
export const AFTER_OPENING_ATTRIBUTE = 'data-after-opening';

/** The dishes it is drawn with, as the page would read them. */
export const COMING_SOON_PATH = '/api/menu/coming-soon';

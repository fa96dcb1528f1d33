/**
 * The contract between the Worker that draws the menu page (worker/pages/menu-page.ts) and the menu
 * in the browser (web/src/features/menu/arrived-menu.ts), docs/decisions/028 and 029.
 */

/**
 * Marks `#root` of a menu page the Worker drew with dishes: the page fetches them before it hydrates.
 * Its value is the version of the menu the page was drawn from, which the page sends with
 * MENU_REST_QUERY, so the rest of its cards comes from the same menu or not at all.
 */
export const MENU_DRAWN_ATTRIBUTE = 'data-menu-drawn';

/** What the drawn page reads before it hydrates: the answer its loader preloaded. */
export const AVAILABLE_MENU_PATH = '/api/menu/available';

/** How many cards of a tab the Worker draws; the rest are fetched as soon as the page has painted (decisions 029, 032). */
export const DRAWN_CARDS = 9;

/**
 * Marks the drawn list of a tab with more dishes than DRAWN_CARDS, with how many more there are:
 * the page fetches them as HTML before any React and puts them in place (decision 032).
 */
export const MENU_REST_ATTRIBUTE = 'data-menu-rest';

/** The query that asks the Worker for the rest of a tab's cards, as list items: `/menu?category=…&cards=rest`. */
export const MENU_REST_QUERY = { name: 'cards', value: 'rest' } as const;

/** With MENU_REST_QUERY, the menu version the page was drawn from: `…&cards=rest&v=…`. Another version answers 409. */
export const MENU_VERSION_PARAM = 'v';

/** Marks `#root` once the rest of the cards is in the page, so the menu hydrates with all of them. */
export const MENU_COMPLETE_ATTRIBUTE = 'data-menu-complete';

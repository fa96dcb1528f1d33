/**
 * The contract between the Worker that draws the menu page (worker/routes/menu-page.ts) and the menu
 * in the browser (web/src/features/menu/arrived-menu.ts), docs/decisions/028 and 029.
 */

/** Marks `#root` of a menu page the Worker drew with dishes: the page fetches them before it hydrates. */
export const MENU_DRAWN_ATTRIBUTE = 'data-menu-drawn';

/** What the drawn page reads before it hydrates: the answer its loader preloaded. */
export const AVAILABLE_MENU_PATH = '/api/menu/available';

/** How many cards of a tab the Worker draws; the rest join once the page is live (decision 029). */
export const DRAWN_CARDS = 9;

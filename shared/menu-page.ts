/**
 * The contract between the Worker that draws the menu page (worker/routes/menu-page.ts) and the menu
 * in the browser (web/src/features/menu/arrived-menu.ts), docs/decisions/028.
 */

/** The `<script type="application/json">` the Worker puts the dishes it drew in. */
export const MENU_DISHES_ELEMENT_ID = 'menu-dishes';

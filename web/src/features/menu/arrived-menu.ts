import { MENU_DISHES_ELEMENT_ID } from '../../../../shared/menu-page';
import type { MenuItem } from './api/get-available-menu';

let forServer: MenuItem[] | undefined;
let used = false;

/** The Worker draws the menu page with these (web/src/entry-menu-page.tsx). */
export function setServerMenu(items: MenuItem[] | undefined) {
  forServer = items;
}

/**
 * The dishes `/menu` arrived with: the Worker draws them into the page and writes them beside it
 * (docs/decisions/028), so the first render matches the cards already on screen. Only for the page
 * the browser loaded: a later visit to the menu within the app fetches them.
 */
export function arrivedMenu(): MenuItem[] | undefined {
  if (typeof document === 'undefined') return forServer;
  const text = used ? null : document.getElementById(MENU_DISHES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as MenuItem[];
  } catch {
    return undefined;
  }
}

export function markArrivedMenuUsed() {
  used = true;
}

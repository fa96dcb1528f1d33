import { AVAILABLE_MENU_PATH, MENU_DRAWN_ATTRIBUTE } from '../../../../shared/menu-page';
import { arrivedData } from '../../ui/arrived-data';
import type { MenuItem } from './api/get-available-menu';

/**
 * The dishes `/menu` was drawn with (docs/decisions/028, 029): given to the Worker's drawing with
 * `setServerMenu` (web/src/entry-menu-page.tsx), and in the browser fetched before the page hydrates.
 */
const dishes = arrivedData<MenuItem[]>();
export const { drawWith: setServerMenu, useData: useMenu } = dishes;

/** How long the page waits for its dishes before it starts without them. */
const DISHES_TIMEOUT_MS = 5000;

/**
 * Before a drawn menu page hydrates: its dishes, so the first render is the drawn one. The HTML does
 * not carry them (it would pass the 30 KB before the first paint); the page's loader has asked for
 * them at low priority once the page painted, so this reads that answer. Should the answer be
 * another copy than the drawn one (staff changed the menu in between, or the page came from the
 * browser's cache), or not come, React logs a hydration error and draws the page afresh: with the
 * newer dishes, or loading them again.
 */
export async function beforeHydrate() {
  if (!document.getElementById('root')?.hasAttribute(MENU_DRAWN_ATTRIBUTE)) return;
  try {
    // A plain fetch, not the typed client (./api/get-available-menu.ts): the client is 2.3 KB of
    // the guests' first load that this one read does not need (no session, no bookmark).
    const res = await fetch(AVAILABLE_MENU_PATH, { signal: AbortSignal.timeout(DISHES_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`GET ${AVAILABLE_MENU_PATH} answered ${res.status}`);
    setServerMenu((await res.json()) as MenuItem[]);
  } catch (error) {
    // §8: logged only; the page is drawn afresh, loading, and fetches again.
    console.warn('Menu unavailable', error);
  }
}

import { ISLAND_WAKE_ATTRIBUTE } from '../../ui/islands/island-part';
import {
  MENU_COMPLETE_ATTRIBUTE,
  MENU_DRAWN_ATTRIBUTE,
  MENU_REST_ATTRIBUTE,
  MENU_REST_QUERY,
  MENU_VERSION_PARAM,
} from '../../../../shared/menu-page';

/** How long the page waits for the rest of the cards before it leaves them to React. */
const REST_TIMEOUT_MS = 5000;

/** The stagger's class (ui/styles/theme.css). */
const RISE_IN = 'rise-in';

/**
 * Puts the rest of a drawn tab's cards after the first ones, in plain DOM code, once the page has
 * painted (decision 032): the Worker draws them as list items (`?cards=rest`), with their places in
 * the §2 stagger, so the whole menu is there, and the page keeps its height, long before React
 * comes (only when the guest heads for the tabs). The page hydrates with them (`#root` is marked).
 * If they do not come (D1 down, or 409: the menu changed since the page was drawn), the page hydrates
 * with the first cards, and React draws the tab from the menu it reads.
 */
export async function putRestOfCards(list: HTMLElement) {
  const address = new URL(window.location.href);
  address.searchParams.set(MENU_REST_QUERY.name, MENU_REST_QUERY.value);
  // The same menu as the first cards, or a 409 (a staff edit in between), never a mix of two.
  const version = document.getElementById('root')?.getAttribute(MENU_DRAWN_ATTRIBUTE);
  if (version) address.searchParams.set(MENU_VERSION_PARAM, version);
  address.hash = '';
  try {
    const res = await fetch(address, { signal: AbortSignal.timeout(REST_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`GET ${address.pathname}${address.search} answered ${res.status}`);
    // Same-origin HTML the Worker rendered with React's escaping, as it rendered the page itself.
    const drawn = list.children.length;
    list.insertAdjacentHTML('beforeend', await res.text());
    // A card below the screen enters without the stagger: it would fade in unseen, and 20 cards
    // animating at once cost a phone frames (Lighthouse counted 150-270 ms of blocking time).
    for (const card of [...list.children].slice(drawn)) {
      if (card.getBoundingClientRect().top > window.innerHeight) card.classList.remove(RISE_IN);
    }
    list.removeAttribute(MENU_REST_ATTRIBUTE);
    document.getElementById('root')?.setAttribute(MENU_COMPLETE_ATTRIBUTE, '');
    // The whole tab is in place: React waits for the guest's first move, not for the last drawn card
    // to come into view (menu-grid.tsx; app/islands.ts runs this before it waits). Without the rest,
    // that card in view still brings React, which draws them.
    list.querySelector(`[${ISLAND_WAKE_ATTRIBUTE}]`)?.removeAttribute(ISLAND_WAKE_ATTRIBUTE);
  } catch (error) {
    // §8: logged only.
    console.warn('More dishes unavailable', error);
  }
}

import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PageLocationProvider } from './ui/layout/page-location';
import { Component as MenuPage } from './features/menu/menu-route';
import { setServerMenu } from './features/menu/arrived-menu';
import type { MenuItem } from './features/menu/api/get-available-menu';
import { MenuCards } from './features/menu/menu-grid';
import { inCategory, type MenuTabId } from './features/menu/categories';
import { DRAWN_CARDS } from '../../shared/menu-page';
import { Component as ComingSoonPage } from './features/coming-soon/coming-soon-route';
import { setServerComingSoon } from './features/coming-soon/arrived-dishes';
import type { ComingSoonDish } from './features/coming-soon/api/get-coming-soon';

type Address = { pathname: string; search: string };
export type DrawnMain = { head: string; main: string };

/** React's server renderer puts a preload of each eager image before what it draws. */
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)*/;

/**
 * What a page's <main> holds with this data, for the Worker to draw into the prerendered page:
 * the same tree app/hydrate-island.tsx hydrates (IslandPage), so the markup and its ids match.
 * The image preloads React writes first go to <head>: left in <main>, they would be nodes the
 * staff's app, which hydrates the whole page, does not expect there.
 * Synchronous, so no other request of the isolate can run between setting the data and drawing.
 */
function drawMain<T>(Page: ComponentType, drawWith: (data: T | undefined) => void, { pathname, search }: Address, data: T): DrawnMain {
  drawWith(data);
  try {
    const html = renderToString(
      <StrictMode>
        <PageLocationProvider value={{ pathname, search, hash: '', replaceSearch: () => {} }}>
          <Page />
        </PageLocationProvider>
      </StrictMode>,
    );
    const head = html.match(LEADING_PRELOADS)![0];
    return { head, main: html.slice(head.length) };
  } finally {
    drawWith(undefined);
  }
}

/** The menu page with today's dishes: the first cards of the tab the address asks for (decisions 028, 029). */
export const renderMenuMain = (address: Address, items: MenuItem[]) => drawMain(MenuPage, setServerMenu, address, items);

/**
 * The rest of a tab's cards, after the first DRAWN_CARDS the page was drawn with, as the list items
 * the page puts after them before any React (decision 032): the same markup MenuGrid hydrates.
 */
export function renderMenuRest({ pathname }: Pick<Address, 'pathname'>, tab: MenuTabId, items: MenuItem[]): string {
  const rest = inCategory(items, tab).slice(DRAWN_CARDS);
  return renderToString(
    <PageLocationProvider value={{ pathname, search: '', hash: '', replaceSearch: () => {} }}>
      <MenuCards items={rest} from={DRAWN_CARDS} />
    </PageLocationProvider>,
  );
}

/** The coming-soon page with its dishes (decision 031). */
export const renderComingSoonMain = (address: Address, dishes: ComingSoonDish[]) => drawMain(ComingSoonPage, setServerComingSoon, address, dishes);

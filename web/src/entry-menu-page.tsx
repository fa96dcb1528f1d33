import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageLocationProvider } from './ui/page-location';
import { Component as MenuPage } from './features/menu/menu-route';
import { setServerMenu } from './features/menu/arrived-menu';
import type { MenuItem } from './features/menu/api/get-available-menu';

type Address = { pathname: string; search: string };

/** The same tree app/hydrate-island.tsx hydrates (IslandPage), so the markup and its ids match. */
function ServedPage({ pathname, search }: Address) {
  return (
    <PageLocationProvider value={{ pathname, search, hash: '', replaceSearch: () => {} }}>
      <MenuPage />
    </PageLocationProvider>
  );
}

/** React's server renderer puts a preload of each eager image before what it draws. */
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)*/;

/**
 * What the menu page's <main> holds with these dishes, for the Worker to draw into the prerendered
 * page (docs/decisions/028, 029): the first cards of the tab the address asks for, in the page's language.
 * The image preloads React writes first go to <head>: left in <main>, they would be nodes the
 * staff's app, which hydrates the whole page, does not expect there.
 * Synchronous, so no other request of the isolate can run between setting the dishes and drawing.
 */
export function renderMenuMain(address: Address, items: MenuItem[]): { head: string; main: string } {
  setServerMenu(items);
  try {
    const html = renderToString(
      <StrictMode>
        <ServedPage {...address} />
      </StrictMode>,
    );
    const head = html.match(LEADING_PRELOADS)![0];
    return { head, main: html.slice(head.length) };
  } finally {
    setServerMenu(undefined);
  }
}

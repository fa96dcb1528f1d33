import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageLocationProvider } from '../ui/layout/page-location';

/** The address a page is drawn for: what its links, language and tabs read. */
export type Address = { pathname: string; search: string };
export type DrawnMain = { head: string; main: string };

/** React's server renderer puts a preload of each eager image before what it draws. */
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)*/;

/** `tree` at `address`, without the router, as a guest page's island draws it. */
export const At = ({ address: { pathname, search }, children }: { address: Address; children: ReactNode }) => (
  <PageLocationProvider value={{ pathname, search, hash: '', replaceSearch: () => {} }}>
    {children}
  </PageLocationProvider>
);

/**
 * What a page's <main> holds, for the Worker to draw into the prerendered page: the same tree
 * app/hydrate-island.tsx hydrates (IslandPage), so the markup and its ids match. `page` arrives
 * with its data in its arrived-data context (ui/islands/arrived-data.ts).
 * The image preloads React writes first go to <head>: left in <main>, they would be nodes the
 * staff's app, which hydrates the whole page, does not expect there.
 */
export function drawMain(address: Address, page: ReactNode): DrawnMain {
  const html = renderToString(
    <StrictMode>
      <At address={address}>{page}</At>
    </StrictMode>,
  );
  const head = html.match(LEADING_PRELOADS)![0];
  return { head, main: html.slice(head.length) };
}

import { fillBerlinYear, installPageBehaviour } from '../features/layout/page-behaviour';

// A guest page that runs as islands (docs/decisions/023). Its header, footer and text are final
// HTML: the mobile menu is a native popover, the links are plain links, and the little the header
// does is plain DOM code. Only a page with live content hydrates it, and only then are React DOM,
// the islands' table and that content's code downloaded; the imprint and privacy pages never
// download React at all.
installPageBehaviour();
fillBerlinYear();

const name = document.getElementById('root')?.dataset.island;
if (name) {
  // React DOM, then the page, each evaluated in a task of its own (decision 008).
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  const { hydrateIsland } = await import('./hydrate-island');
  await hydrateIsland(name);
}

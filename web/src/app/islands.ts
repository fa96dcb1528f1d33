import { fillBerlinYear, installPageBehaviour } from '../features/layout/page-behaviour';
import { CAROUSEL_ATTRIBUTE } from '../features/home/carousel-marker';
import { ISLAND_PART_ATTRIBUTE, markPageLive, untilTheGuestHeadsFor } from '../ui/island-part';

// A guest page that runs as islands (docs/decisions/023). Its header, footer and text are final
// HTML: the mobile menu is a native popover, the links are plain links, and the little the header
// does is plain DOM code. Only a page with live content hydrates it, and only then are React DOM,
// the islands' table and that content's code downloaded; the imprint and privacy pages never
// download React at all.
installPageBehaviour();
fillBerlinYear();

// The home page's slideshow is plain DOM code too (decision 030).
const carousel = document.querySelector<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`);
if (carousel) await (await import('../features/home/carousel-island')).startDrawnCarousel(carousel);

const name = document.getElementById('root')?.dataset.island;
if (name) {
  // A page whose only React is one part further down is live already; React waits for the guest.
  const part = document.querySelector(`[${ISLAND_PART_ATTRIBUTE}]`);
  if (part) {
    markPageLive();
    await untilTheGuestHeadsFor(part);
  }
  // React DOM, then the page, each evaluated in a task of its own (decision 008).
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  const { hydrateIsland } = await import('./hydrate-island');
  await hydrateIsland(name, part);
}

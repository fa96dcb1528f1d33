import { fillBerlinYear, installPageBehaviour } from '../features/layout/page-behaviour';
import { ISLAND_PART_ATTRIBUTE, markPageLive, untilTheGuestHeadsFor } from '../ui/islands/island-part';
import { PAGE_BEHAVIOURS } from './page-behaviours';

// A guest page that runs as islands (docs/decisions/023). Its header, footer and text are final
// HTML: the mobile menu is a native popover, the links are plain links, and the little the header
// does is plain DOM code. Only a page with live content hydrates it, and only then are React DOM,
// the islands' table and that content's code downloaded; the imprint and privacy pages never
// download React at all.
installPageBehaviour();
fillBerlinYear();

const name = document.getElementById('root')?.dataset.island;
// What React will hydrate: the page's one marked part (ui/islands/island-part.ts), else its whole <main>.
const part = document.querySelector(`[${ISLAND_PART_ATTRIBUTE}]`);
const hydrated = part ?? (name ? document.getElementById('main') : null);

// The home page's slideshow and the coming-soon countdown are plain DOM code (decisions 030, 031),
// run here unless React is about to hydrate them (its components run the same code); the menu's
// other cards are put in place before React hydrates them (decision 032).
for (const behaviour of PAGE_BEHAVIOURS) {
  const element = document.querySelector<HTMLElement>(`[${behaviour.attribute}]`);
  if (element && (behaviour.beforeReact || !hydrated?.contains(element))) await (await behaviour.load()).start(element);
}

if (name) {
  // A page whose only React is one part further down is live already; React waits for the guest.
  if (part) {
    markPageLive();
    await untilTheGuestHeadsFor(part);
  }
  try {
    // React DOM, then the page, each evaluated in a task of its own (decision 008).
    await import('react-dom/client');
    await new Promise((resolve) => setTimeout(resolve));
    const { hydrateIsland } = await import('./hydrate-island');
    await hydrateIsland(name, part);
    forgetReload();
  } catch (error) {
    reloadOnceForNewBuild(error);
  }
} else {
  // A page with no React at all (the imprint, a coming-soon page the Worker drew) is live now.
  markPageLive();
}

const RELOADED_KEY = 'kovalam:reloaded-for-build';

/**
 * React now comes on the guest's first move, which may be hours after the page loaded: a deployment
 * since then has replaced the build's chunks, and the import fails. The page then loads afresh, once
 * (a form would otherwise take input and never send it); a second failure is left to the console.
 */
function reloadOnceForNewBuild(error: unknown) {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) !== window.location.pathname) {
      sessionStorage.setItem(RELOADED_KEY, window.location.pathname);
      window.location.reload();
      return;
    }
  } catch {
    // Storage blocked: no way to tell a second failure from the first, so no reload.
  }
  console.error('The page could not start', error);
}

function forgetReload() {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

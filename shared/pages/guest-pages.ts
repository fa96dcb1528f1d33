import type { Messages } from '../i18n/catalogues';

/** A catalogue part a guest page shows besides the frame's own (`common`, and `api` for the rules' messages). */
export type PageSection = Exclude<keyof Messages, 'emails' | 'common' | 'api'>;

/**
 * A guest page, declared once. Everything else is derived from this entry: its route in both languages
 * (web/src/app/routes.tsx), its prerendered HTML (scripts/prerender.mjs), its island
 * (web/src/app/island-pages.ts), the Worker's run_worker_first (wrangler.jsonc, checked by
 * web/src/app/pages-manifest.test.ts), its byte budget (bench/budgets.mjs), the ESLint island
 * folders and the journeys that visit every page (e2e/). Plain data, read by node scripts too.
 */
export type GuestPage = {
  /** The English address as a route pattern; the German one is /de before it (shared/i18n/locales.ts). */
  path: string;
  /** Its module, as the build manifest names it: the route's lazy chunk, which its HTML preloads. */
  module: `src/features/${string}-route.tsx`;
  /** The catalogue parts it shows: its route and island load them, its HTML preloads them. */
  texts: readonly PageSection[];
  /**
   * For a guest the page runs as islands (docs/decisions/023): only its content hydrates, under this
   * name in web/src/app/island-pages.ts, or with no island nothing at all (no React).
   */
  island?: string;
  /** The Worker serves it drawn (decisions 009, 031, 032): run_worker_first lists it in both languages. */
  workerDraws?: true;
  /**
   * Its prerendered drawing is also what unknown paths get (the SPA fallback, index.html), so it names
   * its island's chunks though the Worker draws the page itself.
   */
  shellOfUnknownPaths?: true;
  /** No script starts before its first card has faded in (shared/entry-loader.ts). */
  scriptsAfterFade?: true;
  /**
   * A page of a guest's emailed link, its token in the URL: prerendered once, loading and with nobody's
   * data, at `shell`, which the Worker serves for its addresses with noindex (shared/private-pages.ts).
   */
  shell?: string;
  /** What a guest's first load may download, JS + CSS gzip, in both languages (bench/budgets.mjs). */
  budget?: number;
};

export const GUEST_PAGES = [
  // The Worker serves `/` from two templates with the banners written in (decision 009); the
  // prerendered drawing, still loading them, is the fallback and the shell for unknown paths.
  // The slideshow is plain DOM code; React comes only as the guest heads for the featured dishes (decision 030).
  {
    path: '/',
    module: 'src/features/home/home-route.tsx',
    texts: ['home', 'menu'],
    island: 'home',
    workerDraws: true,
    shellOfUnknownPaths: true,
    budget: 20 * 1024,
  }, // 19.3 KB, /de 19.5
  // Drawn by the Worker with today's dishes; React comes only as the guest heads for the tabs (decisions 028, 029, 032).
  {
    path: '/menu',
    module: 'src/features/menu/menu-route.tsx',
    texts: ['menu'],
    island: 'menu',
    workerDraws: true,
    scriptsAfterFade: true,
    budget: 18 * 1024,
  }, // 16.9 KB
  // The printable allergen list (issue 30): drawn by the Worker with the current menu, no React.
  {
    path: '/menu/allergens',
    module: 'src/features/allergen-sheet/allergen-sheet-route.tsx',
    texts: ['allergenSheet', 'menu'],
    workerDraws: true,
    budget: 18 * 1024,
  },
  // The form's card hydrates alone, on the guest's first touch (decision 033). The Worker writes
  // the restaurant's current details and hours into it, as into every guest page (issue 29).
  {
    path: '/reserve',
    module: 'src/features/reserve/reserve-route.tsx',
    texts: ['reserve'],
    island: 'reserve',
    workerDraws: true,
    budget: 18 * 1024,
  }, // 16.4 KB
  // Drawn by the Worker with its dishes, and the countdown is plain DOM code: no React (decision 031).
  {
    path: '/coming-soon',
    module: 'src/features/coming-soon/coming-soon-route.tsx',
    texts: ['comingSoon', 'menu'],
    island: 'comingSoon',
    workerDraws: true,
    budget: 18 * 1024,
  }, // 16.8 KB
  // The form and its answer hydrate alone, on the guest's first touch (decision 033).
  {
    path: '/data-request',
    module: 'src/features/data-request/data-request-route.tsx',
    texts: ['dataRequest'],
    island: 'dataRequest',
    workerDraws: true,
    budget: 18 * 1024,
  }, // 16.4 KB
  // Nothing live but the header: no React at all.
  // The Worker writes the restaurant's current details into them (issue 29).
  {
    path: '/imprint',
    module: 'src/features/legal/imprint-route.tsx',
    texts: ['legal'],
    workerDraws: true,
    budget: 20 * 1024,
  }, // 16.4 KB
  {
    path: '/privacy',
    module: 'src/features/legal/privacy-route.tsx',
    texts: ['legal'],
    workerDraws: true,
    budget: 20 * 1024,
  }, // 16.4 KB
  // The pages of a guest's emailed links (/booking/:id?token=…, /data-request/confirm?token=…).
  {
    path: '/booking/:id',
    module: 'src/features/manage-booking/manage-booking-route.tsx',
    texts: ['manageBooking', 'reserve'],
    island: 'manageBooking',
    shell: '/booking/_shell',
  },
  {
    path: '/data-request/confirm',
    module: 'src/features/data-request/confirm-route.tsx',
    texts: ['dataRequest'],
    island: 'dataRequestConfirm',
    shell: '/data-request/_confirm',
  },
  // The waitlist's emailed link (issue 31): where the guest stands, an offered table to take, or leave.
  {
    path: '/waitlist/entry',
    module: 'src/features/waitlist/waitlist-entry-route.tsx',
    texts: ['waitlist', 'manageBooking', 'reserve'],
    island: 'waitlistEntry',
    shell: '/waitlist/_entry',
  },
] as const satisfies readonly GuestPage[];

/** The names of the guest pages' islands: web/src/app/island-pages.ts has one entry for each. */
export type IslandName = Extract<(typeof GUEST_PAGES)[number], { island: string }>['island'];

/** A page's address in Hono's and wrangler's patterns: /booking/:id → /booking/*. */
export const addressPattern = (path: string) => path.replace(/:[^/]+/g, '*');

/** The same address in German: / → /de, /menu → /de/menu (shared/i18n/locales.ts, for plain data). */
export const germanPath = (path: string) => (path === '/' ? '/de' : `/de${path}`);

/** Every guest page with a fixed address, in English: the ones a journey can open as they are. */
export const PUBLIC_GUEST_PATHS: string[] = GUEST_PAGES.filter((page: GuestPage) => !page.shell).map(
  (page) => page.path,
);

import { GUEST_PAGES as GUEST_PAGE_LIST, germanPath } from '../shared/pages/guest-pages.ts';

// Bytes a guest's first load of each page may download: JS + CSS, gzip, as the browser fetched them
// at 390×844 until the network was idle. Byte counts are deterministic, unlike timings, so CI checks
// them (e2e/byte-budgets.spec.ts) and `npm run bench` reports them beside issue 15's targets.

/** Issue 15's targets: 80 KB for the home page, 90 KB for every other guest page. */
export const FIRST_LOAD_TARGETS = { '/': 80 * 1024, other: 90 * 1024 };

/**
 * What CI enforces, per page and for both languages (/de/…): each page's `budget` in
 * shared/pages/guest-pages.ts, the target where a page meets it, and otherwise today's figure with a
 * little room (about 2 %), so no change can make a page heavier unnoticed. Lower a ceiling whenever a
 * page gets lighter; docs/quality.md says which pages still miss their target and why.
 */
export const FIRST_LOAD_BUDGETS = Object.fromEntries(
  GUEST_PAGE_LIST.filter((page) => page.budget).map((page) => [page.path, page.budget]),
);

/**
 * Issue 15: before its first paint a page downloads at most 30 KB, the HTML, its render-blocking
 * CSS and any font it preloads (gzip). CI counts those files from the HTML itself, which is
 * deterministic; `npm run bench` also times which requests end before the paint.
 */
export const BEFORE_FIRST_PAINT_LIMIT = 30 * 1024;

/** Every guest page with a fixed address, in both languages. */
export const GUEST_PAGES = Object.keys(FIRST_LOAD_BUDGETS).flatMap((path) => [path, germanPath(path)]);

/** The budget of a page in either language. */
export const budgetOf = (path) => FIRST_LOAD_BUDGETS[path.replace(/^\/de(?=\/|$)/, '') || '/'];

/** The target of a page in either language. */
export const targetOf = (path) =>
  (path.replace(/^\/de(?=\/|$)/, '') || '/') === '/' ? FIRST_LOAD_TARGETS['/'] : FIRST_LOAD_TARGETS.other;

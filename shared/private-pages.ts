/**
 * Pages opened from a guest's emailed link, whose URL carries the guest's token. The build
 * prerenders each once, loading and without anyone's data, at its shell path (scripts/prerender.mjs
 * writes e.g. booking/_shell.html); the Worker serves that shell for the page's paths with noindex
 * and no caching (worker/routes/private-pages.ts), and the browser then reads the guest's own data.
 */
export const MANAGE_BOOKING_SHELL = '/booking/_shell';
export const DATA_REQUEST_CONFIRM_SHELL = '/data-request/_confirm';

/** Route pattern (Hono's, and wrangler's run_worker_first) → the shell it is served, in both languages. */
export const PRIVATE_PAGES = [
  { pattern: '/booking/*', shell: MANAGE_BOOKING_SHELL },
  { pattern: '/data-request/confirm', shell: DATA_REQUEST_CONFIRM_SHELL },
  { pattern: '/de/booking/*', shell: `/de${MANAGE_BOOKING_SHELL}` },
  { pattern: '/de/data-request/confirm', shell: `/de${DATA_REQUEST_CONFIRM_SHELL}` },
] as const;

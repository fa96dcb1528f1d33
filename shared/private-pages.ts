/**
 * Pages opened from a guest's emailed link, whose URL carries the guest's token. The build
 * prerenders each once, loading and without anyone's data, at its shell path (scripts/prerender.mjs
 * writes e.g. booking/_shell.html); the Worker serves that shell for the page's paths with noindex
 * and no caching (worker/pages/private-pages.ts), and the browser then reads the guest's own data.
 */
export const MANAGE_BOOKING_SHELL = '/booking/_shell';
export const DATA_REQUEST_CONFIRM_SHELL = '/data-request/_confirm';

/**
 * A staff member's invite or reset link (its URL carries the token) and the forgot-password form:
 * English only, drawn in the browser; their shell is the plain app shell the build writes there.
 */
export const STAFF_SET_PASSWORD_PAGE = '/staff/set-password';
export const FORGOT_PASSWORD_PAGE = '/forgot-password';
const ADMIN_GUESTS_PAGE = '/admin/guests';

/** Route pattern (Hono's, and wrangler's run_worker_first) → the shell it is served, in both languages. */
export const PRIVATE_PAGES = [
  { pattern: '/booking/*', shell: MANAGE_BOOKING_SHELL },
  { pattern: '/data-request/confirm', shell: DATA_REQUEST_CONFIRM_SHELL },
  { pattern: '/de/booking/*', shell: `/de${MANAGE_BOOKING_SHELL}` },
  { pattern: '/de/data-request/confirm', shell: `/de${DATA_REQUEST_CONFIRM_SHELL}` },
  { pattern: STAFF_SET_PASSWORD_PAGE, shell: STAFF_SET_PASSWORD_PAGE },
  { pattern: FORGOT_PASSWORD_PAGE, shell: FORGOT_PASSWORD_PAGE },
  // A guest's history in the back office (/admin/guests/<key>): reloaded, it would get the SPA
  // fallback, the home page's drawing, until the app draws it; its key may be an address.
  { pattern: `${ADMIN_GUESTS_PAGE}/*`, shell: ADMIN_GUESTS_PAGE },
] as const;

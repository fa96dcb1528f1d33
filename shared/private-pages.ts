import { ADMIN_PAGES, SIGN_IN_PAGES } from './pages/back-office-pages';
import { addressPattern, germanPath, GUEST_PAGES } from './pages/guest-pages';

/**
 * Pages opened from a guest's emailed link, whose URL carries the guest's token. The build
 * prerenders each once, loading and without anyone's data, at its shell path (scripts/prerender.mjs
 * writes e.g. booking/_shell.html); the Worker serves that shell for the page's paths with noindex
 * and no caching (worker/pages/private-pages.ts), and the browser then reads the guest's own data.
 * A staff member's invite or reset link and the forgot-password form are English only, drawn in the
 * browser: their shell is the plain app shell the build writes there. Which pages these are, and
 * their shells, is declared in shared/pages/.
 */

/** A staff member's invite or reset link: the address the emails put the token on. */
export const STAFF_SET_PASSWORD_PAGE = '/staff/set-password';

const guestShells = GUEST_PAGES.flatMap((page) =>
  'shell' in page ? [{ pattern: addressPattern(page.path), shell: page.shell }] : [],
);
const staffShells = [...SIGN_IN_PAGES, ...ADMIN_PAGES].flatMap((page) =>
  'shell' in page ? [{ pattern: addressPattern(page.path), shell: page.shell }] : [],
);

/** Route pattern (Hono's, and wrangler's run_worker_first) → the shell it is served, guests' in both languages. */
export const PRIVATE_PAGES: readonly { pattern: string; shell: string }[] = [
  ...guestShells,
  ...guestShells.map(({ pattern, shell }) => ({ pattern: germanPath(pattern), shell: germanPath(shell) })),
  // Sign-in and the back office, and so their shells, are English only.
  ...staffShells,
];

/**
 * The back office and sign-in, declared once: English only, drawn in the browser (their loaders read
 * the session cookie), each given the plain app shell as its own file by the build (scripts/prerender.mjs
 * via CLIENT_ONLY_PAGES). web/src/app/routes.tsx builds their routes from here; the journeys that
 * visit every back-office page iterate ADMIN_PAGES. Plain data, read by node scripts too.
 */
type BackOfficePage = {
  /** Its address as a route pattern. */
  path: string;
  /** Its module: the route's lazy chunk. */
  module: `src/features/${string}-route.tsx`;
  /** Owners' pages: staff who open one are told it is for owners (decision 022). */
  ownerOnly?: true;
  /**
   * Reloaded, it would get the SPA fallback (the home page's drawing): the Worker serves it this shell,
   * the plain app shell the build writes there, with noindex (shared/private-pages.ts).
   */
  shell?: string;
};

/** Signing in, and a staff member's invite or reset link (its URL carries the token). */
export const SIGN_IN_PAGES = [
  { path: '/login', module: 'src/features/auth/login-route.tsx' },
  {
    path: '/forgot-password',
    module: 'src/features/staff-password/forgot-password-route.tsx',
    shell: '/forgot-password',
  },
  {
    path: '/staff/set-password',
    module: 'src/features/staff-password/set-password-route.tsx',
    shell: '/staff/set-password',
  },
] as const satisfies readonly BackOfficePage[];

/** The back office's pages, under /admin (its guard: features/admin-shell/admin-guard-route.tsx). */
export const ADMIN_PAGES = [
  { path: '/admin', module: 'src/features/admin-shell/admin-index-route.tsx' },
  { path: '/admin/service', module: 'src/features/admin-service/service-route.tsx' },
  { path: '/admin/dashboard', module: 'src/features/admin-dashboard/dashboard-route.tsx' },
  { path: '/admin/menu', module: 'src/features/admin-menu/menu-admin-route.tsx', ownerOnly: true },
  { path: '/admin/banners', module: 'src/features/admin-banners/banners-admin-route.tsx', ownerOnly: true },
  { path: '/admin/schedule', module: 'src/features/admin-schedule/schedule-admin-route.tsx', ownerOnly: true },
  { path: '/admin/room', module: 'src/features/admin-room/room-admin-route.tsx', ownerOnly: true },
  { path: '/admin/restaurant', module: 'src/features/admin-restaurant/restaurant-admin-route.tsx', ownerOnly: true },
  { path: '/admin/emails', module: 'src/features/admin-emails/emails-admin-route.tsx' },
  { path: '/admin/guests', module: 'src/features/admin-guests/guests-route.tsx' },
  { path: '/admin/staff', module: 'src/features/admin-staff/staff-admin-route.tsx', ownerOnly: true },
  { path: '/admin/audit', module: 'src/features/admin-audit/audit-admin-route.tsx', ownerOnly: true },
  { path: '/admin/reports', module: 'src/features/admin-reports/reports-route.tsx', ownerOnly: true },
  // A guest's history; its key may be an address.
  { path: '/admin/guests/:key', module: 'src/features/admin-guests/guest-route.tsx', shell: '/admin/guests' },
  // A day's kitchen sheet, to print (issue 30).
  {
    path: '/admin/service/kitchen/:date',
    module: 'src/features/admin-service/kitchen-sheet-route.tsx',
    shell: '/admin/service',
  },
] as const satisfies readonly BackOfficePage[];

/** Every back-office page a journey can open as it is (no parameter in its address), /admin itself aside. */
export const ADMIN_PAGE_PATHS: string[] = ADMIN_PAGES.filter(
  (page) => page.path !== '/admin' && !page.path.includes(':'),
).map((page) => page.path);

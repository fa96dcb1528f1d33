import type { IslandName } from './island-pages';
import type { PageTexts } from './page-texts';
import { DATA_REQUEST_CONFIRM_SHELL, FORGOT_PASSWORD_PAGE, MANAGE_BOOKING_SHELL, STAFF_SET_PASSWORD_PAGE } from '../../../shared/private-pages';

/**
 * The guest pages the build prerenders (scripts/prerender.mjs): the page's module in routes.tsx,
 * whose chunks its HTML preloads, and the API reads it makes on load, which its HTML preloads too,
 * so the answers arrive while the scripts do. `islands`: for a guest the page runs as islands
 * (docs/decisions/023), hydrating only its content (`island`, app/island-pages.ts), or nothing at all.
 * `workerDraws`: the Worker serves the page drawn, with no React needed at load (decisions 031, 032),
 * so its HTML names none of the island's chunks: they load as it hydrates, if it does.
 * `scriptsAfterFade`: no script starts before the first card has faded in (shared/entry-loader.ts).
 */
export const PRERENDERED_PAGES: { path: string; module: string; data: string[]; texts: PageTexts; scriptsAfterFade?: boolean; islands?: { island?: IslandName; workerDraws?: boolean } }[] = [
  // The Worker serves `/` from the two templates below, with the banners written in (decision 009);
  // this drawing, still loading them, is the fallback and the shell for unknown paths.
  { path: '/', module: 'src/features/home/home-route.tsx', texts: 'home', data: [], islands: { island: 'home' } },
  // The Worker serves it drawn with today's dishes, and React comes only as the guest heads for the
  // tabs (decisions 028, 029, 032); this drawing, still loading them, is the fallback.
  { path: '/menu', module: 'src/features/menu/menu-route.tsx', texts: 'menu', data: [], scriptsAfterFade: true, islands: { island: 'menu', workerDraws: true } },
  { path: '/reserve', module: 'src/features/reserve/reserve-route.tsx', texts: 'reserve', data: [], islands: { island: 'reserve' } },
  // The Worker serves it drawn with its dishes, needing no React (decision 031); this drawing, still
  // loading them, is the fallback, which hydrates and fetches them.
  { path: '/coming-soon', module: 'src/features/coming-soon/coming-soon-route.tsx', texts: 'comingSoon', data: [], islands: { island: 'comingSoon', workerDraws: true } },
  { path: '/data-request', module: 'src/features/data-request/data-request-route.tsx', texts: 'dataRequest', data: [], islands: { island: 'dataRequest' } },
  { path: '/imprint', module: 'src/features/legal/imprint-route.tsx', texts: 'legal', data: [], islands: {} },
  { path: '/privacy', module: 'src/features/legal/privacy-route.tsx', texts: 'legal', data: [], islands: {} },
  // The pages of a guest's emailed links (/booking/:id?token=…, /data-request/confirm?token=…) drawn
  // loading, with nobody's data in them: the Worker serves them with noindex (worker/pages/private-pages.ts).
  { path: MANAGE_BOOKING_SHELL, module: 'src/features/manage-booking/manage-booking-route.tsx', texts: 'manageBooking', data: [], islands: { island: 'manageBooking' } },
  { path: DATA_REQUEST_CONFIRM_SHELL, module: 'src/features/data-request/confirm-route.tsx', texts: 'dataRequest', data: [], islands: { island: 'dataRequestConfirm' } },
];

/**
 * Pages whose loaders read the session cookie (sign-in, the back office) render in the browser only.
 * They get the plain app shell as their own file: the SPA fallback, index.html, is the home page.
 */
export const CLIENT_ONLY_PAGES = ['/login', '/admin', '/admin/service', '/admin/dashboard', '/admin/menu', '/admin/banners', '/admin/schedule', '/admin/emails', '/admin/guests',
  '/admin/staff', '/admin/audit',
  // A staff member's emailed link and the reset form: the Worker serves these noindex (shared/private-pages.ts).
  STAFF_SET_PASSWORD_PAGE, FORGOT_PASSWORD_PAGE,
];

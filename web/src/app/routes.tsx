import type { RouteObject } from 'react-router';
import { SiteFallback, SiteLayout } from '../features/layout/site-layout';
import { RouteError } from '../features/errors/route-error';
import { loadPageTexts, PAGE_SECTIONS } from './load-messages';
import { textsOf, type PageTexts } from './page-texts';

/** A page's module, with the catalogue parts it shows loaded beside it (app/load-messages.ts). */
const page = (load: () => Promise<object>, texts: PageTexts) => async () => {
  const [module] = await Promise.all([load(), loadPageTexts(textsOf(texts))]);
  return module;
};
/** A back-office or sign-in page: every catalogue part, and the back office's stylesheet. */
const backOffice = (load: () => Promise<object>) => async () => {
  const [module] = await Promise.all([load(), loadPageTexts(PAGE_SECTIONS), import('../ui/styles/back-office.css')]);
  return module;
};

/** The guest pages, the same in both languages: English at /…, German at /de/… (issue 13). */
const guestPages = (): RouteObject[] => [
  { index: true, lazy: page(() => import('../features/home/home-route'), 'home') },
  { path: 'menu', lazy: page(() => import('../features/menu/menu-route'), 'menu') },
  { path: 'reserve', lazy: page(() => import('../features/reserve/reserve-route'), 'reserve') },
  { path: 'coming-soon', lazy: page(() => import('../features/coming-soon/coming-soon-route'), 'comingSoon') },
  { path: 'data-request', lazy: page(() => import('../features/data-request/data-request-route'), 'dataRequest') },
  { path: 'data-request/confirm', lazy: page(() => import('../features/data-request/confirm-route'), 'dataRequest') },
  { path: 'booking/:id', lazy: page(() => import('../features/manage-booking/manage-booking-route'), 'manageBooking') },
  { path: 'imprint', lazy: page(() => import('../features/legal/imprint-route'), 'legal') },
  { path: 'privacy', lazy: page(() => import('../features/legal/privacy-route'), 'legal') },
];
const notFound: RouteObject = { path: '*', lazy: page(() => import('../features/errors/not-found-route'), 'notFound') };

/**
 * Every page is its own lazy chunk, so a guest downloads only the page they open, and
 * no admin code at all. Unknown paths get the 404 page, not /login (docs/decisions/003).
 * The browser router (boot.tsx) and the build's prerender (entry-prerender.tsx) share them.
 * The back office and sign-in stay English only.
 */
export const routes: RouteObject[] = [
  {
    path: '/de',
    Component: SiteLayout,
    HydrateFallback: SiteFallback,
    ErrorBoundary: RouteError,
    children: [...guestPages(), notFound],
  },
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: SiteFallback,
    ErrorBoundary: RouteError,
    children: [
      ...guestPages(),
      { path: 'login', lazy: backOffice(() => import('../features/auth/login-route')) },
      { path: 'forgot-password', lazy: backOffice(() => import('../features/staff-password/forgot-password-route')) },
      { path: 'staff/set-password', lazy: backOffice(() => import('../features/staff-password/set-password-route')) },
      {
        path: 'admin',
        // The back office may show any shared rule's message: every part, whatever it costs staff.
        lazy: backOffice(() => import('../features/admin-shell/admin-guard-route')),
        children: [
          { index: true, lazy: () => import('../features/admin-shell/admin-index-route') },
          { path: 'service', lazy: () => import('../features/admin-service/service-route') },
          { path: 'dashboard', lazy: () => import('../features/admin-dashboard/dashboard-route') },
          {
            // Owners' pages: staff who open one are told it is for owners (decision 022).
            lazy: () => import('../features/admin-shell/owner-only-route'),
            children: [
              { path: 'menu', lazy: () => import('../features/admin-menu/menu-admin-route') },
              { path: 'banners', lazy: () => import('../features/admin-banners/banners-admin-route') },
              { path: 'schedule', lazy: () => import('../features/admin-schedule/schedule-admin-route') },
              { path: 'staff', lazy: () => import('../features/admin-staff/staff-admin-route') },
              { path: 'audit', lazy: () => import('../features/admin-audit/audit-admin-route') },
            ],
          },
          { path: 'emails', lazy: () => import('../features/admin-emails/emails-admin-route') },
          { path: 'guests', lazy: () => import('../features/admin-guests/guests-route') },
          { path: 'guests/:key', lazy: () => import('../features/admin-guests/guest-route') },
        ],
      },
      notFound,
    ],
  },
];

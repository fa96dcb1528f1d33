import type { RouteObject } from 'react-router';
import { SiteFallback, SiteLayout } from '../features/layout/site-layout';
import { RouteError } from '../features/errors/route-error';

/** The guest pages, the same in both languages: English at /…, German at /de/… (issue 13). */
const guestPages = (): RouteObject[] => [
  { index: true, lazy: () => import('../features/home/home-route') },
  { path: 'menu', lazy: () => import('../features/menu/menu-route') },
  { path: 'reserve', lazy: () => import('../features/reserve/reserve-route') },
  { path: 'coming-soon', lazy: () => import('../features/coming-soon/coming-soon-route') },
  { path: 'data-request', lazy: () => import('../features/data-request/data-request-route') },
  { path: 'data-request/confirm', lazy: () => import('../features/data-request/confirm-route') },
  { path: 'booking/:id', lazy: () => import('../features/manage-booking/manage-booking-route') },
  { path: 'imprint', lazy: () => import('../features/legal/imprint-route') },
  { path: 'privacy', lazy: () => import('../features/legal/privacy-route') },
];
const notFound: RouteObject = { path: '*', lazy: () => import('../features/errors/not-found-route') };

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
      { path: 'login', lazy: () => import('../features/auth/login-route') },
      { path: 'forgot-password', lazy: () => import('../features/staff-password/forgot-password-route') },
      { path: 'staff/set-password', lazy: () => import('../features/staff-password/set-password-route') },
      {
        path: 'admin',
        lazy: () => import('../features/admin-shell/admin-guard-route'),
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

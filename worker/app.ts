import { Hono } from 'hono';
import type { AppEnv } from './env';
import { requestContext } from './middleware/request-id';
import { apiSecurityHeaders } from './middleware/security-headers';
import { limitBody } from './middleware/body-limit';
import { rateLimit } from './middleware/rate-limit';
import { primaryOnly, readFromAnyReplica } from './middleware/d1-session';
import { onError, onNotFound } from './middleware/errors';
import { authRoutes } from './api/auth';
import { menuRoutes } from './api/menu';
import { bannerRoutes } from './api/banners';
import { scheduleRoutes } from './api/schedule';
import { reservationRoutes } from './api/reservations';
import { orderRoutes } from './api/orders';
import { userDataRoutes } from './api/user-data';
import { statsRoutes } from './api/stats';
import { guestRoutes } from './api/guests';
import { homePageRoutes } from './pages/home-page';
import { menuPageRoutes } from './pages/menu-page';
import { allergenSheetPageRoutes } from './pages/allergen-sheet-page';
import { comingSoonPageRoutes } from './pages/coming-soon-page';
import { legalPageRoutes } from './pages/legal-pages';
import { emailRoutes } from './api/emails';
import { emailPreviewRoutes } from './api/email-preview';
import { privatePageRoutes } from './pages/private-pages';
import { staffRoutes } from './api/staff';
import { staffPasswordRoutes } from './api/staff-password';
import { auditRoutes } from './api/audit';
import { roomRoutes } from './api/room';
import { settingsRoutes } from './api/settings';
import { waitlistRoutes } from './api/waitlist';
import { reportRoutes } from './api/reports';
import { liveRoutes } from './api/live';
import { announceChanges } from './middleware/announce-changes';

const api = new Hono<AppEnv>()
  .basePath('/api')
  .use(apiSecurityHeaders, requestContext, limitBody)
  // Every successful write to bookings, the waitlist, schedules or the room reaches the staff screens (decision 055).
  .use(announceChanges)
  // Per-client budgets (docs/operations.md, "Rate limits"); only these paths spend them.
  .on('POST', '/reservations/book', rateLimit('BOOKING_LIMITER', 'booking'))
  .on('POST', '/auth/login', rateLimit('LOGIN_LIMITER', 'login'))
  // A staff account's emailed links spend the sign-in's budget: both lead to a password.
  .on('POST', ['/auth/forgot-password', '/auth/set-password'], rateLimit('LOGIN_LIMITER', 'login'))
  .on(['POST', 'GET', 'DELETE'], '/user-data/request', rateLimit('DATA_REQUEST_LIMITER', 'dataRequest'))
  // '/manage/*' matches '/manage' itself too (listing both would count a request twice).
  .on(['GET', 'POST'], '/reservations/manage/*', rateLimit('MANAGE_LIMITER', 'manageBooking'))
  // Joining the waitlist spends a booking's budget; its emailed link's calls a manage link's.
  .on('POST', '/waitlist', rateLimit('BOOKING_LIMITER', 'booking'))
  .on(
    ['GET', 'POST'],
    ['/waitlist/entry', '/waitlist/accept', '/waitlist/leave'],
    rateLimit('MANAGE_LIMITER', 'manageBooking'),
  )
  // Which copy of D1 each request reads (decision 025): public reads the nearest replica; what
  // decides a booking, a guest's link or a sign-in the primary (also the default of any route not
  // listed); the back office continues from the browser's bookmark once requireAdmin passes.
  // (`.use`, not `.on`: a middleware given to `.on` joins the typed schema and blurs the route's answer type.)
  .use('/menu/featured', readFromAnyReplica)
  .use('/menu/available', readFromAnyReplica)
  .use('/menu/coming-soon', readFromAnyReplica)
  .use('/banners/active', readFromAnyReplica)
  .use('/schedule', readFromAnyReplica)
  .use('/schedule/check-availability', readFromAnyReplica)
  .use('/schedule/availability', readFromAnyReplica)
  .use('/reservations/book', primaryOnly)
  .use('/reservations/manage/*', primaryOnly)
  .use('/user-data/request', primaryOnly)
  .use('/auth/*', primaryOnly)
  .use('/waitlist/entry', primaryOnly)
  .use('/waitlist/accept', primaryOnly)
  .use('/waitlist/leave', primaryOnly)
  .route('/auth', authRoutes)
  .route('/auth', staffPasswordRoutes)
  .route('/menu', menuRoutes)
  .route('/banners', bannerRoutes)
  .route('/schedule', scheduleRoutes)
  .route('/reservations', reservationRoutes)
  .route('/room', roomRoutes)
  .route('/settings', settingsRoutes)
  .route('/orders', orderRoutes)
  .route('/user-data', userDataRoutes)
  .route('/stats', statsRoutes)
  .route('/guests', guestRoutes)
  .route('/emails', emailRoutes)
  .route('/staff', staffRoutes)
  .route('/audit', auditRoutes)
  .route('/waitlist', waitlistRoutes)
  .route('/reports', reportRoutes)
  .route('/live', liveRoutes);

api.notFound(onNotFound);
api.onError(onError);

/**
 * Everything the Worker answers: the API, the home page, which it fills with this week's first
 * banner (docs/decisions/009), and the menu and coming-soon pages, drawn with their dishes (decisions
 * 028, 031). Every
 * other page is a static asset that never wakes the Worker.
 */
export const site = new Hono<AppEnv>()
  .route('/', homePageRoutes)
  .route('/', menuPageRoutes)
  // The printable allergen list, drawn with the current menu (issue 30).
  .route('/', allergenSheetPageRoutes)
  .route('/', comingSoonPageRoutes)
  // The imprint and privacy notice, with the restaurant's details as the owner set them (issue 29).
  .route('/', legalPageRoutes)
  // A guest's manage link and data-request link: their pages' shells, noindex (pages/private-pages.ts).
  .route('/', privatePageRoutes)
  // An email's HTML, framed by the Emails page under its own headers (api/email-preview.ts).
  .route('/api/emails', emailPreviewRoutes)
  .route('/', api);
site.notFound(onNotFound);
site.onError(onError);
/** The whole API's type: the web app calls it through hono/client with full typing. */
export type AppType = typeof api;

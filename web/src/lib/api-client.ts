import { hc } from 'hono/client';
import type { AppType } from '../../../worker/app';
import { clearSession } from './session';
import { localeOfPath } from '../../../shared/i18n/locales';

/**
 * The newest D1 bookmark the back office's answers carried: sent back on the next call, so staff
 * always read their own last change even from a replica (docs/decisions/025). Kept in memory only:
 * without one the Worker reads the primary. Bookmarks compare as text, so a slow older answer never
 * replaces a newer one.
 */
let d1Bookmark = '';

/**
 * Every call goes through here. The auth cookie rides along by itself (same origin);
 * any 401 ends the session and sends the browser to /login, as spec §6 asks. Each call asks for
 * answers in the page's language, whatever the browser prefers (worker/infra/request-locale.ts).
 */
async function fetchWithSessionGuard(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Accept-Language', localeOfPath(window.location.pathname));
  if (d1Bookmark) headers.set('X-D1-Bookmark', d1Bookmark);
  const response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  const bookmark = response.headers.get('X-D1-Bookmark');
  if (bookmark && bookmark > d1Bookmark) d1Bookmark = bookmark;
  const url = String(input instanceof Request ? input.url : input);
  // A guest's emailed link (manage booking, data request) that fails is the guest's 401, not a staff session that ended;
  // so is a staff member's invite or reset link (their page says what went wrong).
  const isGuestCall = [
    '/api/auth/login',
    '/api/auth/set-password',
    '/api/auth/forgot-password',
    '/api/reservations/manage',
    '/api/user-data/',
  ].some((path) => url.includes(path));
  if (response.status === 401 && !isGuestCall) {
    clearSession();
    window.location.assign('/login');
  }
  return response;
}

export const api = hc<AppType>('/', { fetch: fetchWithSessionGuard }).api;

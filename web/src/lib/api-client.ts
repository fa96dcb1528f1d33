import { hc } from 'hono/client';
import type { AppType } from '../../../worker/app';
import { clearSession } from './session';

/**
 * Every call goes through here. The auth cookie rides along by itself (same origin);
 * any 401 ends the session and sends the browser to /login, as spec §6 asks.
 */
async function fetchWithSessionGuard(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: 'same-origin' });
  const url = String(input instanceof Request ? input.url : input);
  // A guest's manage link that fails is the guest's 401, not a staff session that ended.
  const isGuestCall = url.includes('/api/auth/login') || url.includes('/api/reservations/manage');
  if (response.status === 401 && !isGuestCall) {
    clearSession();
    window.location.assign('/login');
  }
  return response;
}

export const api = hc<AppType>('/', { fetch: fetchWithSessionGuard }).api;

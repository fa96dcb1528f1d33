import { hc } from 'hono/client';
import type { AppType } from '../../../worker/app';
import { clearSession } from './session';

/**
 * Every call goes through here. The auth cookie rides along by itself (same origin);
 * any 401 ends the session and sends the browser to /login, as spec §6 asks.
 */
async function fetchWithSessionGuard(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: 'same-origin' });
  const isLogin = String(input instanceof Request ? input.url : input).includes('/api/auth/login');
  if (response.status === 401 && !isLogin) {
    clearSession();
    window.location.assign('/login');
  }
  return response;
}

export const api = hc<AppType>('/', { fetch: fetchWithSessionGuard }).api;

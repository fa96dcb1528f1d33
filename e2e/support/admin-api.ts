import type { APIRequestContext, APIResponse } from '@playwright/test';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { asNewClient } from './client-ip';

export const ADMIN = { email: 'admin@example.com', password: 'change-me-please' };

/** The session token a sign-in set in its HttpOnly cookie, the only place it travels (decision 037). */
export function sessionToken(signIn: APIResponse): string {
  const cookie = signIn
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('authToken='));
  const token = cookie?.value.slice('authToken='.length).split(';')[0];
  if (!token) throw new Error(`the sign-in set no session cookie: ${signIn.status()}`);
  return token;
}

/** Signs in through the real API and returns Bearer headers for admin calls. */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN, headers: asNewClient() });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  return { Authorization: `Bearer ${sessionToken(res)}` };
}

/** A Berlin date far enough ahead that no other journey books it. */
export const farDate = (daysAhead: number) => addDays(berlinToday(), daysAhead);

import type { APIRequestContext } from '@playwright/test';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { asNewClient } from './client-ip';

export const ADMIN = { email: 'admin@example.com', password: 'change-me-please' };

/** Signs in through the real API and returns Bearer headers for admin calls. */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN, headers: asNewClient() });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A Berlin date far enough ahead that no other journey books it. */
export const farDate = (daysAhead: number) => addDays(berlinToday(), daysAhead);

import { api } from '../../../lib/api-client';

/** Issue 28: every slot time of a date for a party, each free or not, and whether the party is a request. */
export async function getDayAvailability(date: string, guests: string) {
  const res = await api.schedule.availability.$get({ query: { date, guests } });
  const body = await res.json();
  if (!res.ok || !('times' in body)) throw new Error(`GET /api/schedule/availability answered ${res.status}`);
  return body;
}

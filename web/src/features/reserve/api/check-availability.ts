import { api } from '../../../lib/api-client';

export async function checkAvailability(date: string, time: string, guests: number) {
  const res = await api.schedule['check-availability'].$get({ query: { date, time, guests: String(guests) } });
  const body = await res.json();
  if (!res.ok || !('available' in body)) throw new Error(`GET /api/schedule/check-availability answered ${res.status}`);
  return body;
}

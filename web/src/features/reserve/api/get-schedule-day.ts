import { api } from '../../../lib/api-client';

/** §7: the booking form asks for one day (start = end) and uses the first entry, if any. */
export async function getScheduleDay(date: string) {
  const res = await api.schedule.$get({ query: { startDate: date, endDate: date } });
  const body = await res.json();
  if (!res.ok || !Array.isArray(body)) throw new Error(`GET /api/schedule answered ${res.status}`);
  return body[0] ?? null;
}

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Guests whose bookings (any date) match by name, email or phone; most recent first, at most 50. */
export async function searchGuests(q: string) {
  return (await okJson(await api.guests.$get({ query: { q } }))).guests;
}
export type GuestSummary = Awaited<ReturnType<typeof searchGuests>>[number];

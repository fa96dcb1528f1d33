import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** One guest's contact, counts, note and every booking, newest first. hono/client does not encode params. */
export async function getGuest(key: string) {
  return okJson(await api.guests[':key'].$get({ param: { key: encodeURIComponent(key) } }));
}
export type GuestHistory = Awaited<ReturnType<typeof getGuest>>;
export type GuestBooking = GuestHistory['bookings'][number];

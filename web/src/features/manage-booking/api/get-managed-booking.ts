import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The booking a manage link is for; a bad or expired link fails with the API's 401 message. */
export async function getManagedBooking(token: string, id: string) {
  return okJson(await api.reservations.manage.$get({ query: { token, id } }));
}
export type ManagedBooking = Awaited<ReturnType<typeof getManagedBooking>>;

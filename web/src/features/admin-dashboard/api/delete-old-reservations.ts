import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Removes reservations whose booked time lies more than `hours` in the past. */
export async function deleteOldReservations(hours: number) {
  return okJson(await api.reservations.delete.$delete({ query: { hours: String(hours) } }));
}

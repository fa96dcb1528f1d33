import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The guest's "yes, we are coming" (issue 31): answers the booking with `guestConfirmedAt` set. */
export async function confirmManagedBooking(token: string, id: string) {
  return okJson(await api.reservations.manage.confirm.$post({ json: { token, id } }));
}

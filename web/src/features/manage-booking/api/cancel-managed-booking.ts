import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

export async function cancelManagedBooking(token: string, id: string) {
  return okJson(await api.reservations.manage.cancel.$post({ json: { token, id } }));
}

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { ReservationStatus } from '../../../../../shared/constants';

export async function updateReservationStatus(reservationId: string, status: ReservationStatus) {
  return okJson(await api.reservations['update-status'].$post({ json: { reservationId, status } }));
}

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { ReservationStatus } from '../../../../../shared/constants';

/** `notifyGuest: false` when the dashboard sends its own note (the cancellation dialog) instead. */
export async function updateReservationStatus(reservationId: string, status: ReservationStatus, notifyGuest = true) {
  return okJson(await api.reservations['update-status'].$post({ json: { reservationId, status, notifyGuest } }));
}

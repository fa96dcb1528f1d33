import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { ReservationStatus } from '../../../../../shared/constants';

/** Moves a booking along RESERVATION_TRANSITIONS; confirming or cancelling emails the guest, seating does not. */
export async function setBookingStatus(reservationId: string, status: ReservationStatus) {
  return okJson(await api.reservations['update-status'].$post({ json: { reservationId, status } }));
}

import { api } from '../../../lib/api-client';
import type { ReservationStatus } from '../../../../../shared/constants';
import { okOrFull } from './slot-full';

/**
 * Moves a booking along RESERVATION_TRANSITIONS; confirming or cancelling emails the guest, seating
 * does not. Seating a late no-show in a full slot answers SlotFull unless `overCapacity`.
 */
export async function setBookingStatus(reservationId: string, status: ReservationStatus, overCapacity = false) {
  const response = await api.reservations['update-status'].$post({ json: { reservationId, status, overCapacity } });
  return okOrFull<{ message: string }>(response);
}

import { api } from '../../../lib/api-client';
import type { StaffBookingInput } from '../../../../../shared/rules/staff-booking';
import { okOrFull } from './slot-full';

/** A phone or walk-in booking, confirmed at once; a full slot answers SlotFull unless `overCapacity`. */
export async function staffBook(booking: StaffBookingInput) {
  const response = await api.reservations['staff-book'].$post({ json: booking });
  return okOrFull<{ message: string }>(response);
}

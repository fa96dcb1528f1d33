import { api } from '../../../lib/api-client';
import type { ReservationEditRequest } from '../../../../../shared/rules/staff-booking';
import { okOrFull } from './slot-full';

/** Changes date, time, party size, stay or notes; a move into a full slot answers SlotFull unless `overCapacity`. */
export async function editBooking(id: string, edit: Partial<ReservationEditRequest>) {
  const response = await api.reservations[':id'].$patch({ param: { id }, json: edit });
  return okOrFull<{ message: string }>(response);
}

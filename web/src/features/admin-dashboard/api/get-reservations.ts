import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { ReservationStatus } from '../../../../../shared/constants';

/** Reservations created in the last `hours`, newest first, with one status. */
export async function getReservations(hours: number, status: ReservationStatus) {
  return okJson(await api.reservations.all.$get({ query: { lastNumHours: String(hours), status } }));
}
export type AdminReservation = Awaited<ReturnType<typeof getReservations>>[number];

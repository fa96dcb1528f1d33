import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { ReservationStatus } from '../../../../../shared/constants';

/** The distinct dates of every reservation in the window with this status, latest first. */
export async function getReservationDates(hours: number, status: ReservationStatus) {
  return okJson(await api.reservations.dates.$get({ query: { lastNumHours: String(hours), status } }));
}

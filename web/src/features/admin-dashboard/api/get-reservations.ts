import { api } from '../../../lib/api-client';
import type { ReservationStatus } from '../../../../../shared/constants';
import { readPage } from '../../../lib/paged-answer';

type Filters = { hours: number; status: ReservationStatus; date?: string };

/** One page of the reservations created in the last `hours` with one status (and day), newest first. */
export async function getReservations({ hours, status, date }: Filters, cursor?: string) {
  const query = { lastNumHours: String(hours), status, ...(date ? { date } : {}), ...(cursor ? { cursor } : {}) };
  return readPage(await api.reservations.all.$get({ query }));
}
export type AdminReservation = Awaited<ReturnType<typeof getReservations>>['rows'][number];

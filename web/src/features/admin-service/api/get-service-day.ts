import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** One Berlin date's slots (capacity, places held, covers) and every booking of it, in time order. */
export async function getServiceDay(date: string) {
  return okJson(await api.reservations.day.$get({ query: { date } }));
}
export type ServiceDay = Awaited<ReturnType<typeof getServiceDay>>;
export type ServiceBooking = ServiceDay['reservations'][number];
export type ServiceSlot = ServiceDay['slots'][number];

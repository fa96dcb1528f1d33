import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** How many of a day's bookings hold a place: the ones closing that day would cancel. */
export async function getBookingsCount(date: string): Promise<number> {
  const { bookings } = await okJson(await api.schedule['bookings-count'].$get({ query: { date } }));
  return bookings;
}

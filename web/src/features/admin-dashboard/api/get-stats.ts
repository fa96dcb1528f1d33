import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Today's bookings and covers, pending requests, menu size and this month's paid revenue. */
export async function getStats() {
  return okJson(await api.stats.$get());
}
export type DashboardStats = Awaited<ReturnType<typeof getStats>>;

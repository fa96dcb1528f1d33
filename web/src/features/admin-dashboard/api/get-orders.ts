import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The most recent orders with their lines resolved to names and prices. */
export async function getOrders() {
  return okJson(await api.orders.$get());
}
export type AdminOrder = Awaited<ReturnType<typeof getOrders>>[number];

import { api } from '../../../lib/api-client';
import { readPage } from '../../../lib/paged-answer';

/** One page of orders, newest first, with their lines resolved to names and prices. */
export async function getOrders(cursor?: string) {
  return readPage(await api.orders.$get({ query: cursor ? { cursor } : {} }));
}
export type AdminOrder = Awaited<ReturnType<typeof getOrders>>['rows'][number];

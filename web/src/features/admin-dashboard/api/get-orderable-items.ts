import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Dishes staff can put on an order: the ones currently available. */
export async function getOrderableItems() {
  const items = await okJson(await api.menu.$get());
  return items.filter((item) => item.available);
}
export type OrderableItem = Awaited<ReturnType<typeof getOrderableItems>>[number];

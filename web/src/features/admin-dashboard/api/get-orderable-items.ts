import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import { MENU_CATEGORIES, type MenuCategory } from '../../../../../shared/constants';

const rank = (category: string) => MENU_CATEGORIES.indexOf(category as MenuCategory);

/** Dishes staff can put on an order: the available ones, in menu order (starters first). */
export async function getOrderableItems() {
  const items = await okJson(await api.menu.$get());
  return items
    .filter((item) => item.available)
    .sort((a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name));
}
export type OrderableItem = Awaited<ReturnType<typeof getOrderableItems>>[number];

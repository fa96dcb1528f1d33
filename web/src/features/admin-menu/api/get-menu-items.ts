import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import { MENU_CATEGORIES, type MenuCategory } from '../../../../../shared/constants';

const rank = (category: string) => MENU_CATEGORIES.indexOf(category as MenuCategory);

/** Every dish, available or not (admin only), in menu order: starters first. */
export async function getMenuItems() {
  const items = await okJson(await api.menu.$get());
  return items.sort((a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name));
}
export type AdminMenuItem = Awaited<ReturnType<typeof getMenuItems>>[number];

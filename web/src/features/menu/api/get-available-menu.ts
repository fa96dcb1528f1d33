import type { MenuItemJson } from '../../../../../worker/contract/serialize';
import { api } from '../../../lib/api-client';

export async function getAvailableMenu(): Promise<MenuItem[]> {
  const res = await api.menu.available.$get();
  if (!res.ok) throw new Error(`GET /api/menu/available answered ${res.status}`);
  return res.json();
}
/** The API's own type (worker/contract), not one inferred here: the Worker draws the page with it too. */
export type MenuItem = MenuItemJson;

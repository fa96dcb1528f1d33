import type { MenuItemJson } from '../../../../../worker/contract/serialize';
import { api } from '../../../lib/api-client';

/** The dishes guests can order, as the menu lists them (GET /api/menu/available). */
export async function getSheetDishes(): Promise<SheetDish[]> {
  const res = await api.menu.available.$get();
  if (!res.ok) throw new Error(`GET /api/menu/available answered ${res.status}`);
  return res.json();
}
/** The API's own type (worker/contract): the Worker draws the sheet with it too. */
export type SheetDish = MenuItemJson;

import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../env';
import { menuItems } from '../../db/schema';
import { menuItemJson } from '../../contract/serialize';

/** The order guests read the menu in: by category, then by name. */
export const byMenuOrder = [asc(menuItems.category), asc(menuItems.name)];

/** The dishes guests can order: `GET /api/menu/available` and the menu page the Worker draws. */
export async function readAvailableMenu(db: Database) {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.available, true))
    .orderBy(...byMenuOrder);
  return rows.map(menuItemJson);
}

/** The path under which the isolate keeps its copy of them (infra/public-cache.ts). */
export const AVAILABLE_MENU_KEY = '/api/menu/available';

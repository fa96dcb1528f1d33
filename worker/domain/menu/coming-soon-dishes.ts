import { asc } from 'drizzle-orm';
import type { Database } from '../../env';
import { comingSoonDishes } from '../../db/schema';
import { comingSoonJson } from '../../contract/serialize';
import { COMING_SOON_PATH } from '../../../shared/coming-soon-page';

/** The dishes on their way, in the kitchen's order: `GET /api/menu/coming-soon` and the page the Worker draws. */
export async function readComingSoon(db: Database) {
  const rows = await db.select().from(comingSoonDishes).orderBy(asc(comingSoonDishes.sortOrder));
  return rows.map(comingSoonJson);
}

/** The path under which the isolate keeps its copy of them (infra/public-cache.ts). */
export const COMING_SOON_KEY = COMING_SOON_PATH;

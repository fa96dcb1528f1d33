import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../env';
import { banners } from '../../db/schema';
import { bannerJson } from '../../contract/serialize';

/** The banners guests see, newest first: `GET /api/banners/active` and the home page's first slide. */
export async function readActiveBanners(db: Database) {
  const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(desc(banners.createdAt));
  return rows.map(bannerJson);
}

/** The path under which the isolate keeps its copy of them (infra/public-cache.ts). */
export const ACTIVE_BANNERS_KEY = '/api/banners/active';

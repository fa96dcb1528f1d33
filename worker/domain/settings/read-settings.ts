import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { Database } from '../../env';
import { restaurantSettings } from '../../db/schema';
import { publicCopy } from '../../infra/public-cache';
import {
  publicSettings,
  SEED_SETTINGS,
  settingsSchema,
  type PublicSettings,
  type Settings,
} from '../../../shared/rules/settings';

/** The one row's id: the table holds a single document. */
export const SETTINGS_ROW_ID = 1;

/**
 * The whole document, from D1. No row yet, or one a newer field's rules refuse: the seed's values
 * fill what is missing, so a field added later needs no migration.
 */
export async function readSettings(db: Database): Promise<Settings> {
  const [row] = await db
    .select({ document: restaurantSettings.document })
    .from(restaurantSettings)
    .where(eq(restaurantSettings.id, SETTINGS_ROW_ID));
  if (!row) return SEED_SETTINGS;
  const stored = row.document as Partial<Settings>;
  const merged = {
    ...SEED_SETTINGS,
    ...stored,
    policies: { ...SEED_SETTINGS.policies, ...stored.policies },
  };
  const parsed = v.safeParse(settingsSchema, merged);
  return parsed.success ? parsed.output : SEED_SETTINGS;
}

/**
 * Its public part under its API path (`GET /api/settings`), through the public cache like the
 * menu (decision 024): every page and answer guests get is at most FRESH_MS behind a change. Only
 * the public part is kept there: the isolate answers any GET of a cached key before routing.
 */
const PUBLIC_SETTINGS_KEY = '/api/settings';

export async function readPublicSettings(db: Database): Promise<{ settings: PublicSettings; etag: string }> {
  const copy = await publicCopy(PUBLIC_SETTINGS_KEY, async () => publicSettings(await readSettings(db)));
  const settings = (copy.entry.value ??= JSON.parse(copy.body)) as PublicSettings;
  return { settings, etag: copy.etag };
}

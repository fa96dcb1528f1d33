import type { Database } from '../../env';
import { publicCopy, SLOT_TABLE_PREFIX } from '../../infra/public-cache';
import { openingWeekOf, type OpeningWeek } from '../../../shared/opening-hours-text';
import { readWeeklyRules } from './weekly-rules';

/**
 * The week's opening hours as guests' pages state them (issue 29), through the public cache
 * (at most FRESH_MS behind a change). Kept with the slot tables: a schedule write clears them in
 * the writer's isolate, and, having no API path, no request is ever answered from this copy.
 */
const OPENING_WEEK_KEY = `${SLOT_TABLE_PREFIX}opening-week`;

export async function readOpeningWeek(db: Database): Promise<{ week: OpeningWeek; etag: string }> {
  const copy = await publicCopy(OPENING_WEEK_KEY, async () => openingWeekOf(await readWeeklyRules(db)));
  const week = (copy.entry.value ??= JSON.parse(copy.body)) as OpeningWeek;
  return { week, etag: copy.etag };
}

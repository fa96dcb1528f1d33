import type { Database } from '../../env';
import { restaurantSettings } from '../../db/schema';
import { audit } from '../audit/audit';
import type { Settings } from '../../../shared/rules/settings';
import { readSettings, SETTINGS_ROW_ID } from './read-settings';

/** The top-level fields whose value differs: the audit names them, never their values. */
function changedFields(before: Settings, after: Settings) {
  return (Object.keys(after) as (keyof Settings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The owner's whole document replaces the stored one, with its audit entry in the same batch. */
export async function replaceSettings(db: Database, next: Settings, actorId: string, at: Date) {
  const changed = changedFields(await readSettings(db), next);
  const document = next as unknown as Record<string, unknown>;
  await db.batch([
    db
      .insert(restaurantSettings)
      .values({ id: SETTINGS_ROW_ID, document, updatedAt: at.getTime() })
      .onConflictDoUpdate({ target: restaurantSettings.id, set: { document, updatedAt: at.getTime() } }),
    audit(
      db,
      { actorId, action: 'settings.updated', targetType: 'settings', targetId: 'restaurant', detail: { changed } },
      at.getTime(),
    ),
  ]);
}

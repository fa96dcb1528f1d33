import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { Database } from '../../env';
import { restaurantSettings } from '../../db/schema';
import { SEED_SETTINGS, settingsSchema, type Settings } from '../../../shared/rules/settings';

export type EmailSender = Settings['sender'];

/** The settings' one row (worker/domain/settings/read-settings.ts keeps the same id). */
const SETTINGS_ROW_ID = 1;

/**
 * The From of every email, as the owner's settings state it when the email goes out (issue 29);
 * the seed's when no settings are saved or the stored sender fails its rules. Read here, not
 * through the domain's readSettings: the outbox sits below the domain and may not reach up.
 */
export async function emailSender(db: Database): Promise<EmailSender> {
  const [row] = await db
    .select({ document: restaurantSettings.document })
    .from(restaurantSettings)
    .where(eq(restaurantSettings.id, SETTINGS_ROW_ID));
  const stored = (row?.document as Partial<Settings> | undefined)?.sender;
  const parsed = v.safeParse(settingsSchema.entries.sender, stored);
  return parsed.success ? parsed.output : SEED_SETTINGS.sender;
}

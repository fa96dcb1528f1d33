import { sql } from 'drizzle-orm';
import { guestNotes, reservations } from '../../db/schema';
import type { Database } from '../../env';
import { guestKeyDigest, type DigestSecrets } from './guest-digest';
import { auditIf } from '../audit/audit';

/**
 * Saves (or with '' deletes) the staff's note about a guest, and its audit entry, in one batch;
 * both only while a booking with the key exists, so a note never outlives its guest (an erasure
 * racing the save wins). False when there is no such guest.
 */
export async function saveGuestNotes(
  db: Database,
  secrets: DigestSecrets,
  key: string,
  notes: string,
  staffId: string,
  at: number,
): Promise<boolean> {
  const guestExists = sql`SELECT 1 FROM ${reservations} WHERE ${reservations.guestKey} = ${key} LIMIT 1`;
  const write =
    notes === ''
      ? db.delete(guestNotes).where(sql`${guestNotes.guestKey} = ${key} AND EXISTS (${guestExists})`)
      : db
          .insert(guestNotes)
          .select(sql`SELECT ${key}, ${notes}, ${at}, ${staffId} WHERE EXISTS (${guestExists})`)
          .onConflictDoUpdate({ target: guestNotes.guestKey, set: { notes, updatedAt: at, updatedBy: staffId } });
  // The entry names the guest by a digest of the key and says only whether the note was cleared.
  const entry = {
    actorId: staffId,
    action: 'guest.notes-edited',
    targetType: 'guest',
    targetId: await guestKeyDigest(secrets, key),
    detail: { cleared: notes === '' },
  } as const;
  const [, logged] = await db.batch([write, auditIf(db, entry, guestExists, at)]);
  return logged.meta.changes === 1;
}

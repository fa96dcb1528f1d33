import { and, eq, sql } from 'drizzle-orm';
import { guests } from '../../db/schema';
import type { Database } from '../../env';
import { GUEST_TAGS, type GuestTag } from '../../../shared/rules/guests';
import { auditIf } from '../audit/audit';
import { guestKeyDigest, type DigestSecrets } from './guest-digest';

/** A profile's stored tags (a JSON list), keeping only the ones the vocabulary still knows. */
export function parseGuestTags(stored: unknown): GuestTag[] {
  let list: unknown = stored;
  if (typeof stored === 'string') {
    try {
      list = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? GUEST_TAGS.filter((t) => list.includes(t)) : [];
}

/**
 * Sets a guest's tags and writes the audit entry in one batch. The entry names the guest as the
 * notes' entries do, by the key's digest, so an erasure or the nightly retention renames both to
 * the same random id (a row id would be renamed by retention-pseudonyms.ts every night, and linked
 * nothing to the notes). Its detail is the tags, nothing about the person. An erasure that removes
 * the profile between the read and the batch wins: nothing is written. Null when there is no such guest.
 */
export async function saveGuestTags(
  db: Database,
  secrets: DigestSecrets,
  key: string,
  tags: GuestTag[],
  staffId: string,
  at: number,
) {
  const [profile] = await db.select({ id: guests.id }).from(guests).where(eq(guests.key, key));
  if (!profile) return null;
  const same = and(eq(guests.id, profile.id), eq(guests.key, key));
  const entry = {
    actorId: staffId,
    action: 'guest.tags-edited',
    targetType: 'guest',
    targetId: await guestKeyDigest(secrets, key),
    detail: { tags },
  } as const;
  const [updated] = await db.batch([
    db.update(guests).set({ tags, updatedAt: at }).where(same).returning({ id: guests.id }),
    auditIf(db, entry, sql`SELECT 1 FROM ${guests} WHERE ${same}`, at),
  ]);
  return updated.length === 1 ? tags : null;
}

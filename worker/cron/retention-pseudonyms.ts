import { and, eq, gte, notLike, sql } from 'drizzle-orm';
import { auditLog, reservations } from '../db/schema';
import type { Database } from '../env';
import { erasedGuestId, guestDigester, legacyGuestKeyDigest, type DigestSecrets } from '../domain/guests/guest-digest';

/**
 * The retention run's renaming of guests in the audit log, worked out before its batch from the
 * guests who keep a named booking (dated on or after the cutoff). A legacy SHA-256 digest of such a
 * guest becomes their HMAC digest, since SQL cannot compute one and no unkeyed digest should outlive
 * a night. A digest of no such guest (their last booking loses its name tonight, or was erased or
 * deleted) becomes a random id, as in an erasure: the guest is gone, and so is the way back to them.
 * Pairs of [digest, new id]; renameGuests makes the batch's UPDATE of them.
 */
export async function guestRenames(
  db: Database,
  secrets: DigestSecrets,
  cutoffDate: string,
): Promise<[string, string][]> {
  const [named, kept] = await db.batch([
    db
      .selectDistinct({ id: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'guest'), notLike(auditLog.targetId, 'erased-%'))),
    db.selectDistinct({ key: reservations.guestKey }).from(reservations).where(gte(reservations.date, cutoffDate)),
  ]);
  if (named.length === 0) return [];
  const digest = await guestDigester(secrets);
  // Either digest of a guest who stays → the HMAC digest they are to be named by.
  const staying = new Map<string, string>();
  for (const { key } of kept) {
    if (key === null) continue;
    const keyed = await digest(key);
    staying.set(keyed, keyed).set(await legacyGuestKeyDigest(key), keyed);
  }
  return named.flatMap(({ id }): [string, string][] => {
    const to = staying.get(id) ?? erasedGuestId();
    return to === id ? [] : [[id, to]];
  });
}

/** Not async: a drizzle query is a thenable, and awaiting it would run it outside the batch. */
export function renameGuests(db: Database, renames: [string, string][]) {
  // One parameter for every pair: a night may rename more entries than D1 binds parameters.
  const pairs = JSON.stringify(renames);
  return db
    .update(auditLog)
    .set({
      targetId: sql`(SELECT json_extract(value, '$[1]') FROM json_each(${pairs}) WHERE json_extract(value, '$[0]') = ${auditLog.targetId})`,
    })
    .where(
      and(
        eq(auditLog.targetType, 'guest'),
        sql`${auditLog.targetId} IN (SELECT json_extract(value, '$[0]') FROM json_each(${pairs}))`,
      ),
    );
}

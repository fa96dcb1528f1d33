import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { Database, Env } from '../../env';
import { newId } from '../../infra/ids';

/** The secrets a guest's digest is keyed with (docs/operations.md, "Secrets"). */
export type DigestSecrets = Pick<Env, 'JWT_SECRET' | 'AUDIT_PEPPER'>;

/** Sets the digests' key apart from every other use of the same secret (sessions, links, hashes). */
const DIGEST_LABEL = 'audit-guest-digest';

const encoder = new TextEncoder();

async function hmac(key: BufferSource, message: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', imported, encoder.encode(message));
}

const first16Hex = (hash: ArrayBuffer) =>
  [...new Uint8Array(hash).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The audit log's name for a guest: 16 hex digits of an HMAC-SHA-256 of the key, so the log tells
 * two edits of one guest's note apart from two guests, and no one without the server's secret can
 * test a candidate address or phone number against it. The key is derived from AUDIT_PEPPER, or
 * from JWT_SECRET when that is unset, under its own label.
 */
export async function guestKeyDigest(secrets: DigestSecrets, key: string): Promise<string> {
  return (await guestDigester(secrets))(key);
}

/** guestKeyDigest for many keys: the key is derived once. */
export async function guestDigester(secrets: DigestSecrets): Promise<(key: string) => Promise<string>> {
  const derived = await hmac(encoder.encode(secrets.AUDIT_PEPPER || secrets.JWT_SECRET), DIGEST_LABEL);
  const imported = await crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (key) => first16Hex(await crypto.subtle.sign('HMAC', imported, encoder.encode(key)));
}

/** The unkeyed digest entries written before issue 26 still hold: the key's SHA-256. */
export async function legacyGuestKeyDigest(key: string): Promise<string> {
  return first16Hex(await crypto.subtle.digest('SHA-256', encoder.encode(key)));
}

/**
 * What an erased guest's entries are named by from then on: random, so the log still shows which
 * entries were about one guest, and nothing, not even the secret, leads back to them.
 */
export const erasedGuestId = () => `erased-${newId().slice(0, 16)}`;

/** Every digest the audit log may name a guest by: today's, and the legacy one of older entries. */
export async function allGuestDigests(secrets: DigestSecrets, key: string): Promise<string[]> {
  return [await guestKeyDigest(secrets, key), await legacyGuestKeyDigest(key)];
}

/**
 * Renames a guest in the audit log, for an erasure's batch: every entry naming them by one of
 * `digests` (allGuestDigests) keeps its action, time and detail and takes `replacement` instead.
 * Not async: a drizzle query is a thenable, and awaiting it would run it outside the batch.
 */
export function forgetGuestDigests(db: Database, digests: string[], replacement: string) {
  return db
    .update(auditLog)
    .set({ targetId: replacement })
    .where(and(eq(auditLog.targetType, 'guest'), inArray(auditLog.targetId, digests)));
}

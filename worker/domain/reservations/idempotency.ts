import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import type { Database } from '../../env';
import { toHex } from '../staff/password';

const DAY_MS = 86_400_000;
/** Far longer than any booking takes; short enough that a crashed request's retry soon goes through. */
const LEASE_MS = 30_000;
export const MAX_KEY_LENGTH = 200;
const IN_PROGRESS = 0;
/**
 * What an erasure leaves in a key's body hash: the hash could confirm the guest's name, email and
 * phone, but the key must still answer a retry (410, the booking is gone) instead of booking again.
 */
export const ERASED_BODY_HASH = 'erased';

/** What a key already holds: the outcome to rebuild, never the answer's text (it held guest data). */
export type StoredOutcome = { status: number; reservationId: string | null; reason: string | null };

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'other-body' }
  | { kind: 'in-progress'; retryAfterSeconds: number }
  | { kind: 'replay'; outcome: StoredOutcome };

/**
 * SHA-256 of the validated body with its keys sorted, so the same booking sent with its fields in
 * another order or other whitespace is still the same request.
 */
export async function bodyHash(body: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify(body, Object.keys(body).sort());
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return toHex(digest);
}

/**
 * Claims an Idempotency-Key for a body, in one batch: an expired key (over 24 h) is dropped, a new
 * key is inserted with a lease, and an in-progress key whose lease ran out (its request crashed) is
 * taken over by a request with the same body. D1 runs a batch as one transaction, so two requests
 * can never both claim the key.
 */
export async function claimIdempotencyKey(db: Database, key: string, hash: string, nowMs: number): Promise<Claim> {
  const leaseUntil = nowMs + LEASE_MS;
  const [, inserted, takenOver] = await db.batch([
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, nowMs - DAY_MS))),
    db
      .insert(idempotencyKeys)
      .values({ key, bodyHash: hash, status: IN_PROGRESS, leaseUntil, createdAt: nowMs })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
    db
      .update(idempotencyKeys)
      .set({ leaseUntil })
      .where(
        and(
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, IN_PROGRESS),
          eq(idempotencyKeys.bodyHash, hash),
          lt(idempotencyKeys.leaseUntil, nowMs),
        ),
      )
      .returning({ key: idempotencyKeys.key }),
  ]);
  if (inserted.length || takenOver.length) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  // Gone between the two round trips: its first request failed and let go of it.
  if (!row) return { kind: 'in-progress', retryAfterSeconds: 1 };
  if (row.bodyHash !== hash && row.bodyHash !== ERASED_BODY_HASH) return { kind: 'other-body' };
  if (row.status === IN_PROGRESS) {
    return { kind: 'in-progress', retryAfterSeconds: Math.max(1, Math.ceil((row.leaseUntil - nowMs) / 1000)) };
  }
  return { kind: 'replay', outcome: { status: row.status, reservationId: row.reservationId, reason: row.reason } };
}

export async function storeIdempotentOutcome(db: Database, key: string, outcome: StoredOutcome) {
  await db
    .update(idempotencyKeys)
    .set({ ...outcome, leaseUntil: 0 })
    .where(eq(idempotencyKeys.key, key));
}

/** After an error the request let go of its key, so a retry can book. */
export async function releaseIdempotencyKey(db: Database, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, IN_PROGRESS)));
}

import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { Database } from '../env';

const DAY_MS = 86_400_000;
const IN_PROGRESS = 0;

export type Replay = { status: number; body: string } | 'in-progress' | null;

/**
 * Claims an Idempotency-Key. Returns the first answer given for it within 24 hours,
 * 'in-progress' while that first request is still running, or null once claimed by us.
 */
export async function claimIdempotencyKey(db: Database, key: string, nowMs: number): Promise<Replay> {
  const [, inserted] = await db.batch([
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, nowMs - DAY_MS))),
    db.insert(idempotencyKeys)
      .values({ key, status: IN_PROGRESS, body: '', createdAt: nowMs })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
  ]);
  if (inserted.length) return null;
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row || row.status === IN_PROGRESS) return 'in-progress';
  return { status: row.status, body: row.body };
}

export async function storeIdempotentAnswer(db: Database, key: string, status: number, body: unknown) {
  await db.update(idempotencyKeys).set({ status, body: JSON.stringify(body) }).where(eq(idempotencyKeys.key, key));
}

export async function releaseIdempotencyKey(db: Database, key: string) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

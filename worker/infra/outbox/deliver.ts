import { and, asc, eq, lte } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Database } from '../../env';
import { EMAIL_CLAIM_LEASE_MS, EMAIL_MAX_ATTEMPTS, retryDelayMs } from './policy';
import type { Transport } from './transport';
import { emailSender } from './sender';

export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'skipped';

/**
 * One attempt at one email. The row is claimed first by moving its next attempt past a lease, in
 * one UPDATE that only a due, pending row matches: of two passes that race, one gets the row and
 * the other 'skipped', so no email goes out twice. A transport that throws leaves the row
 * pending with a later attempt (backoff), or failed after EMAIL_MAX_ATTEMPTS.
 */
export async function deliverEmail(
  db: Database,
  transport: Transport,
  id: string,
  at: number,
): Promise<DeliveryResult> {
  const [row] = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: at + EMAIL_CLAIM_LEASE_MS })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, at)))
    .returning();
  if (!row) return 'skipped';
  const attempts = row.attempts + 1;
  try {
    await transport.send(row, await emailSender(db));
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'Unknown error';
    const failed = attempts >= EMAIL_MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({ attempts, lastError, status: failed ? 'failed' : 'pending', nextAttemptAt: at + retryDelayMs(attempts) })
      .where(eq(emailOutbox.id, id));
    console.log(
      JSON.stringify({ level: 'warn', job: 'email', id, kind: row.kind, attempts, failed, error: lastError }),
    );
    return failed ? 'failed' : 'retry';
  }
  await db
    .update(emailOutbox)
    .set({ attempts, lastError: null, status: 'sent', sentAt: Date.now() })
    .where(eq(emailOutbox.id, id));
  return 'sent';
}

/** Every pending email whose next attempt has come, oldest first, tried one after another. */
export async function deliverDue(db: Database, transport: Transport, at: number, limit = 50) {
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, at)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit);
  const results: Record<DeliveryResult, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  for (const { id } of due) results[await deliverEmail(db, transport, id, at)]++;
  return results;
}

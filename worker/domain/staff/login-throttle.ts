import { eq, lt, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import type { Database } from '../../env';
import { LOGIN_THROTTLE } from '../../../shared/constants';

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60_000;

/** A reserved attempt (its row id), or how many seconds the client must wait. */
export type LoginAttempt = { reserved: number } | { retryAfter: number };

/**
 * Reserves one failure in the client's and the account's budgets before the password is hashed.
 * Count and insert are one statement, and D1 runs one statement at a time, so a parallel burst
 * cannot read the same count twice: once the budget is spent, nothing is inserted. The row stays
 * when the password is wrong and is deleted when it is right.
 */
export async function reserveLoginAttempt(
  db: Database,
  client: string,
  account: string,
  nowMs: number,
): Promise<LoginAttempt> {
  const since = nowMs - WINDOW_MS;
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO login_failures (ip, account, failed_at)
    SELECT ${client}, ${account}, ${nowMs}
    WHERE (SELECT count(*) FROM login_failures WHERE ip = ${client} AND failed_at > ${since}) < ${LOGIN_THROTTLE.maxFailures}
      AND (SELECT count(*) FROM login_failures WHERE account = ${account} AND failed_at > ${since}) < ${LOGIN_THROTTLE.maxAccountFailures}
    RETURNING id`);
  if (row) return { reserved: row.id };
  return { retryAfter: await secondsUntilFree(db, client, account, nowMs) };
}

/**
 * When a spent budget has room again: the failure that must leave the window is the Nth newest
 * (N = the limit), since the N-1 newer ones stay. The later of the two budgets decides.
 */
async function secondsUntilFree(db: Database, client: string, account: string, nowMs: number): Promise<number> {
  const since = nowMs - WINDOW_MS;
  const [row] = await db.all<{ byClient: number | null; byAccount: number | null }>(sql`
    SELECT
      (SELECT failed_at FROM login_failures WHERE ip = ${client} AND failed_at > ${since}
        ORDER BY failed_at DESC LIMIT 1 OFFSET ${LOGIN_THROTTLE.maxFailures - 1}) AS byClient,
      (SELECT failed_at FROM login_failures WHERE account = ${account} AND failed_at > ${since}
        ORDER BY failed_at DESC LIMIT 1 OFFSET ${LOGIN_THROTTLE.maxAccountFailures - 1}) AS byAccount`);
  const leavesAt = Math.max(row?.byClient ?? 0, row?.byAccount ?? 0) + WINDOW_MS;
  return Math.max(1, Math.ceil((leavesAt - nowMs) / 1000));
}

/** A right password: the reserved row and the client's earlier failures go. */
export async function clearLoginFailures(db: Database, client: string) {
  await db.delete(loginFailures).where(eq(loginFailures.ip, client));
}

export async function purgeOldLoginFailures(db: Database, nowMs: number) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, nowMs - WINDOW_MS));
}

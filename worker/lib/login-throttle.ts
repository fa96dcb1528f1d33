import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import type { Database } from '../env';
import { LOGIN_THROTTLE } from '../../shared/constants';

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60_000;

/**
 * Failed sign-ins are kept in D1 per IP, so the limit holds across isolates and in local
 * development alike. Returns the seconds to wait, or 0 when another attempt is allowed.
 */
export async function secondsUntilLoginAllowed(db: Database, ip: string, nowMs: number) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, nowMs - WINDOW_MS)));
  if (!row || row.failures < LOGIN_THROTTLE.maxFailures || row.oldest == null) return 0;
  return Math.max(1, Math.ceil((row.oldest + WINDOW_MS - nowMs) / 1000));
}

export async function recordLoginFailure(db: Database, ip: string, nowMs: number) {
  await db.insert(loginFailures).values({ ip, failedAt: nowMs });
}

export async function clearLoginFailures(db: Database, ip: string) {
  await db.delete(loginFailures).where(eq(loginFailures.ip, ip));
}

export async function purgeOldLoginFailures(db: Database, nowMs: number) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, nowMs - WINDOW_MS));
}

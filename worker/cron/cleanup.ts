import { lt } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { idempotencyKeys, scheduleDays, timeSlots } from '../db/schema';
import type { Database } from '../env';
import type { DigestSecrets } from '../domain/guests/guest-digest';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { SCHEDULE_CLEANUP_DAYS } from '../../shared/constants';
import { purgeOldLoginFailures } from '../domain/staff/login-throttle';
import { purgeExpiredSessions } from '../domain/staff/admin-sessions';
import { anonymiseExpiredData } from './retention';

const DAY_MS = 86_400_000;

/**
 * Deletes schedule days (and their slots) dated before the cutoff; returns how many days. An
 * owner's cleanup passes its audit entry (`first`), to run in the same batch before the DELETEs.
 */
export async function deleteScheduleBefore(
  db: Database,
  cutoffDate: string,
  first?: BatchItem<'sqlite'>,
): Promise<number> {
  const slots = db.delete(timeSlots).where(lt(timeSlots.date, cutoffDate));
  const days = db.delete(scheduleDays).where(lt(scheduleDays.date, cutoffDate));
  const results = await (first ? db.batch([first, slots, days]) : db.batch([slots, days]));
  return (results.at(-1) as D1Result).meta.changes;
}

/**
 * The nightly job: schedule older than two days before today (Berlin), sign-in failures older than
 * the throttle's window, expired admin sessions and idempotency keys over a day old; then the
 * retention period's anonymising (./retention.ts).
 */
export async function runNightlyCleanup(db: Database, at: Date, secrets: DigestSecrets) {
  const cutoffDate = addDays(berlinToday(at), -SCHEDULE_CLEANUP_DAYS);
  const deletedDays = await deleteScheduleBefore(db, cutoffDate);
  await purgeOldLoginFailures(db, at.getTime());
  const expiredSessions = await purgeExpiredSessions(db, at.getTime());
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, at.getTime() - DAY_MS));
  const retention = await anonymiseExpiredData(db, at, secrets);
  console.log(
    JSON.stringify({ level: 'info', job: 'nightly-cleanup', cutoffDate, deletedDays, expiredSessions, retention }),
  );
  return { cutoffDate, deletedDays };
}

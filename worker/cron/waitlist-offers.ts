import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { waitlistEntries } from '../db/schema';
import type { Env } from '../env';
import { createDb } from '../db/client';
import { auditIf } from '../domain/audit/audit';
import { offerFreedTables } from '../domain/waitlist/offer-tables';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { RETENTION_DAYS } from '../../shared/constants';

/**
 * Every 5 minutes (with the outbox's cron, before its retries so the new offers' emails leave in
 * the same pass): the offers past their expiry become 'expired', each audited, and every date
 * from today on that has parties waiting online is offered what is free now, which passes an
 * expired hold to the next party that fits (decision 053), and catches a table freed by a change
 * whose own offer failed. Entries dated before the retention's cutoff (180 days) are deleted.
 * Answers the ids expired.
 */
export async function passOnExpiredOffers(env: Env, at: Date): Promise<string[]> {
  const db = createDb(env.DB);
  const nowMs = at.getTime();
  const due = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, nowMs)));
  if (due.length) {
    await db.batch(
      due.flatMap((entry) => {
        const stillDue = sql`SELECT 1 FROM waitlist_entries WHERE id = ${entry.id} AND status = 'offered' AND offer_expires_at <= ${nowMs}`;
        const detail = { date: entry.date, time: entry.offerTime, guests: entry.guests };
        return [
          auditIf(
            db,
            { actorId: null, action: 'waitlist.expired', targetType: 'waitlist-entry', targetId: entry.id, detail },
            stillDue,
            nowMs,
          ),
          db
            .update(waitlistEntries)
            .set({ status: 'expired' })
            .where(sql`${eq(waitlistEntries.id, entry.id)} AND EXISTS (${stillDue})`),
        ];
      }) as never,
    );
  }
  const dates = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        eq(waitlistEntries.kind, 'online'),
        gte(waitlistEntries.date, berlinToday(at)),
      ),
    );
  for (const { date } of dates) await offerFreedTables(db, env, date, at);
  // Kept as long as bookings are (cron/retention.ts): then the entry, and the guest's name in it, goes.
  await db.delete(waitlistEntries).where(lt(waitlistEntries.date, addDays(berlinToday(at), -RETENTION_DAYS)));
  return due.map((entry) => entry.id);
}

import type { Database } from '../../env';
import { weeklyServices } from '../../db/schema';
import { audit } from '../audit/audit';
import { WEEKDAY_KEYS, type WeeklyRules } from '../../../shared/weekly-hours';
import { chunkRows } from '../../infra/d1-limits';

/**
 * Replaces the whole week in one batch (one transaction) with its audit entry. Bookings are never
 * touched: one that no longer fits is listed for staff (misfits.ts), not cancelled.
 */
export async function replaceWeeklyRules(db: Database, week: WeeklyRules, actorId: string, at: Date) {
  const rows = WEEKDAY_KEYS.flatMap((key, i) =>
    week[key].map((s, n) => ({
      id: `${key}-${n + 1}`,
      weekday: i + 1,
      name: s.name,
      startsAt: s.from,
      lastSeating: s.lastSeating,
      intervalMinutes: s.intervalMinutes,
      maxParties: s.maxParties,
      maxCovers: s.maxCovers,
      online: s.online,
    })),
  );
  const services = Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, week[key].length]));
  await db.batch([
    db.delete(weeklyServices),
    ...chunkRows(rows, 9).map((slice) => db.insert(weeklyServices).values(slice)),
    audit(
      db,
      {
        actorId,
        action: 'schedule.rules-updated',
        targetType: 'schedule',
        targetId: 'weekly',
        detail: { services },
      },
      at.getTime(),
    ),
  ]);
}

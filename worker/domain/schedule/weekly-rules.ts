import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../env';
import { weeklyServices } from '../../db/schema';
import { WEEKDAY_KEYS, type WeeklyRules, type WeeklyService } from '../../../shared/weekly-hours';

type ServiceRow = typeof weeklyServices.$inferSelect;

export const serviceOf = (row: ServiceRow): WeeklyService => ({
  name: row.name,
  from: row.startsAt,
  lastSeating: row.lastSeating,
  intervalMinutes: row.intervalMinutes,
  maxParties: row.maxParties,
  maxCovers: row.maxCovers,
  online: row.online,
});

/** The services of one ISO weekday (1 Monday … 7 Sunday), by start: a query to batch with others. */
export const weekdayServicesQuery = (db: Database, weekday: number) =>
  db.select().from(weeklyServices).where(eq(weeklyServices.weekday, weekday)).orderBy(asc(weeklyServices.startsAt));

/** The week as rows grouped by weekday key. */
function weekOf(rows: ServiceRow[]): WeeklyRules {
  const week = Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, [] as WeeklyService[]])) as WeeklyRules;
  for (const row of [...rows].sort((a, b) => a.startsAt.localeCompare(b.startsAt)))
    week[WEEKDAY_KEYS[row.weekday - 1]]?.push(serviceOf(row));
  return week;
}

/** The whole week's rules. */
export async function readWeeklyRules(db: Database): Promise<WeeklyRules> {
  return weekOf(await db.select().from(weeklyServices));
}

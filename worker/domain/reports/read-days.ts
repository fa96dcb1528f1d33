import { and, gte, lte } from 'drizzle-orm';
import type { Database } from '../../env';
import { reportDays } from '../../db/schema';
import { addDays } from '../../../shared/berlin-time';
import { emptyDayFigures, type DayFigures } from '../../../shared/rules/reports';
import { countDays } from './count-days';

export type ReportDay = { date: string; figures: DayFigures };

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The range's days: past days from the nightly job's rows (by primary key), the rest counted live
 * from the first day without a row to the end, so today always counts (and a fresh database, whose
 * job has not run yet, still has figures).
 */
export async function readDays(db: Database, from: string, to: string, today: string): Promise<ReportDay[]> {
  const stored = await db
    .select()
    .from(reportDays)
    .where(and(gte(reportDays.date, from), lte(reportDays.date, to)));
  const byDate = new Map(stored.filter((row) => row.date < today).map((row) => [row.date, row.figures]));
  const dates = datesOf(from, to);
  const firstMissing = dates.find((date) => !byDate.has(date));
  const live = firstMissing === undefined ? new Map<string, DayFigures>() : await countDays(db, firstMissing, to);
  return dates.map((date) => ({
    date,
    figures: byDate.get(date) ?? live.get(date) ?? emptyDayFigures(),
  }));
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../env';
import { emptyDayFigures, type DayFigures } from '../../../shared/rules/reports';

const DAY_MS = 86_400_000;

/**
 * One group of a range's bookings: same date, hour, source, language and status, lateness and
 * lead. Grouping in D1 keeps the answer small (a few rows per day, not one per booking).
 */
type Group = {
  date: string;
  hour: string;
  source: keyof DayFigures['bySource'];
  language: keyof DayFigures['byLanguage'];
  status: string;
  late: number;
  lead: number | null;
  n: number;
  covers: number;
};

/** Bookings that took place or are expected: pending requests never confirmed are left out (decision 054). */
const COUNTED_STATUSES = ['confirmed', 'seated', 'completed'] as const;

/**
 * The grouped statement. Reads reservations by reservations_slot_idx's date range (never the whole
 * table; reports.test.ts checks the plan; the unary + keeps SQLite from picking the status index
 * instead, which would walk every booking of those statuses ever made). Late: cancelled within 24 h of the booking's start
 * (migration 0009's rule). Lead: whole 24-hour days from creation to start, instants both, so a
 * night the clocks change counts its real hours; walk-ins have none.
 */
export const groupedBookings = (from: string, to: string): SQL => sql`
  SELECT date, substr(time, 1, 2) AS hour, source, language, status,
    (status = 'cancelled' AND cancelled_at > starts_at - ${DAY_MS}) AS late,
    CASE WHEN source = 'walk-in' THEN NULL
      ELSE max(0, CAST((starts_at - created_at) / ${DAY_MS} AS INTEGER)) END AS lead,
    count(*) AS n, sum(guests) AS covers
  FROM reservations
  WHERE date >= ${from} AND date <= ${to}
    AND +status IN ('confirmed', 'seated', 'completed', 'no-show', 'cancelled')
  GROUP BY date, hour, source, language, status, late, lead`;

const add = (tally: Record<string, number>, key: string, n: number) => {
  tally[key] = (tally[key] ?? 0) + n;
};

/** Folds one group into its day's figures. */
function addGroup(day: DayFigures, group: Group) {
  if (group.status === 'no-show') day.noShows += group.n;
  if (group.status === 'cancelled') {
    day.cancelled += group.n;
    if (group.late) day.lateCancelled += group.n;
  }
  if (!(COUNTED_STATUSES as readonly string[]).includes(group.status)) return;
  day.bookings += group.n;
  day.covers += group.covers;
  day.bySource[group.source] += group.n;
  day.byLanguage[group.language] += group.n;
  if (group.lead !== null) add(day.leadDays, String(group.lead), group.n);
  add(day.coversByHour, group.hour, group.covers);
}

/** Every date from `from` to `to` (Berlin calendar days) with its figures counted from the bookings now. */
export async function countDays(db: Database, from: string, to: string): Promise<Map<string, DayFigures>> {
  const groups = await db.all<Group>(groupedBookings(from, to));
  const days = new Map<string, DayFigures>();
  for (const group of groups) {
    const day = days.get(group.date) ?? emptyDayFigures();
    addGroup(day, group);
    days.set(group.date, day);
  }
  return days;
}

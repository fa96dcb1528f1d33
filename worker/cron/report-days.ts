import { asc, min } from 'drizzle-orm';
import type { Database } from '../env';
import { reportDays, reservations } from '../db/schema';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { emptyDayFigures } from '../../shared/rules/reports';
import { countDays } from '../domain/reports/count-days';
import { datesOf } from '../domain/reports/read-days';

/** Days recounted each night: a booking is often marked no-show or completed a day or two late. */
const RECOUNT_DAYS = 7;
/** Older days without a row filled per night, going back, until the first booking's day is reached. */
const BACKFILL_DAYS = 120;
/** D1 takes a batch of at most this many statements comfortably. */
const BATCH = 50;

/**
 * The nightly job's report figures (issue 32, decision 054): the past week recounted, and up to
 * BACKFILL_DAYS older days before the earliest stored one, so five years of bookings are
 * precomputed within a couple of weeks. Until then the report counts the missing days live.
 */
export async function refreshReportDays(db: Database, at: Date) {
  const yesterday = addDays(berlinToday(at), -1);
  const recountFrom = addDays(yesterday, 1 - RECOUNT_DAYS);
  const [[earliestStored], [firstBooking]] = await db.batch([
    db.select({ date: reportDays.date }).from(reportDays).orderBy(asc(reportDays.date)).limit(1),
    db.select({ date: min(reservations.date) }).from(reservations),
  ]);
  const written = await writeDays(db, recountFrom, yesterday, at);
  // The stored days run back from the recount without gaps; the backfill extends them further back.
  const stored = earliestStored?.date;
  const backfillTo = addDays(stored !== undefined && stored < recountFrom ? stored : recountFrom, -1);
  const oldest = firstBooking?.date;
  if (!oldest || oldest > backfillTo) return { recounted: written, backfilled: 0 };
  const backfillFrom = addDays(backfillTo, 1 - BACKFILL_DAYS);
  const backfilled = await writeDays(db, backfillFrom > oldest ? backfillFrom : oldest, backfillTo, at);
  return { recounted: written, backfilled };
}

/** Counts the days from `from` to `to` and stores each (a day without bookings as zeros); returns how many. */
async function writeDays(db: Database, from: string, to: string, at: Date) {
  const counted = await countDays(db, from, to);
  const refreshedAt = at.getTime();
  const writes = datesOf(from, to).map((date) => {
    const figures = counted.get(date) ?? emptyDayFigures();
    return db
      .insert(reportDays)
      .values({ date, figures, refreshedAt })
      .onConflictDoUpdate({ target: reportDays.date, set: { figures, refreshedAt } });
  });
  for (let i = 0; i < writes.length; i += BATCH) {
    const [first, ...rest] = writes.slice(i, i + BATCH);
    await db.batch([first, ...rest]);
  }
  return writes.length;
}

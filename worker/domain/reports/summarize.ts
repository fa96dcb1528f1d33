import { emptyDayFigures, type DayFigures } from '../../../shared/rules/reports';
import type { ReportDay } from './read-days';
import { isoWeekday } from '../../../shared/weekly-hours';

/** ISO week of a calendar date, as "2026-W13" (weeks start Monday; week 1 holds the year's first Thursday). */
function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const sumInto = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
};

function total(days: ReportDay[]): DayFigures {
  const sum = emptyDayFigures();
  for (const { figures } of days) {
    sum.bookings += figures.bookings;
    sum.covers += figures.covers;
    sum.noShows += figures.noShows;
    sum.cancelled += figures.cancelled;
    sum.lateCancelled += figures.lateCancelled;
    sumInto(sum.bySource, figures.bySource);
    sumInto(sum.byLanguage, figures.byLanguage);
    sumInto(sum.leadDays, figures.leadDays);
    sumInto(sum.coversByHour, figures.coversByHour);
  }
  return sum;
}

/** The lead-time bands the page shows, in whole days (inclusive). */
const LEAD_BANDS = [
  { label: 'Under 1 day', min: 0, max: 0 },
  { label: '1–2 days', min: 1, max: 2 },
  { label: '3–7 days', min: 3, max: 7 },
  { label: '8–30 days', min: 8, max: 30 },
  { label: '31+ days', min: 31, max: Infinity },
] as const;

/** The median of a histogram of whole days (the lower middle for an even count); null when empty. */
function medianDays(histogram: Record<string, number>): number | null {
  const entries = Object.entries(histogram)
    .map(([days, n]) => [Number(days), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const count = entries.reduce((n, [, k]) => n + k, 0);
  if (count === 0) return null;
  let seen = 0;
  for (const [days, n] of entries) {
    seen += n;
    if (seen * 2 >= count) return days;
  }
  return null;
}

/** A share as a fraction rounded to 4 places (0 when nothing to divide). */
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/** The report's figures for a range of days: what GET /api/reports answers. */
export function summarize(from: string, to: string, days: ReportDay[]) {
  const sum = total(days);
  const weeks = new Map<string, { week: string; bookings: number; covers: number }>();
  const heat = new Map<string, number>();
  for (const { date, figures } of days) {
    const key = isoWeek(date);
    const week = weeks.get(key) ?? { week: key, bookings: 0, covers: 0 };
    week.bookings += figures.bookings;
    week.covers += figures.covers;
    weeks.set(key, week);
    for (const [hour, covers] of Object.entries(figures.coversByHour)) {
      const cell = `${isoWeekday(date)}-${hour}`;
      heat.set(cell, (heat.get(cell) ?? 0) + covers);
    }
  }
  const leadCount = (min: number, max: number) =>
    Object.entries(sum.leadDays).reduce((n, [d, k]) => (Number(d) >= min && Number(d) <= max ? n + k : n), 0);
  return {
    from,
    to,
    totals: {
      bookings: sum.bookings,
      covers: sum.covers,
      noShows: sum.noShows,
      cancelled: sum.cancelled,
      lateCancelled: sum.lateCancelled,
      // Of the bookings that were due to come: counted ones and no-shows.
      noShowRate: rate(sum.noShows, sum.bookings + sum.noShows),
      // Of every booking made for the range's days, cancelled ones included.
      lateCancellationRate: rate(sum.lateCancelled, sum.bookings + sum.noShows + sum.cancelled),
      averagePartySize: sum.bookings === 0 ? 0 : Math.round((sum.covers / sum.bookings) * 100) / 100,
    },
    days: days.map(({ date, figures }) => ({ date, bookings: figures.bookings, covers: figures.covers })),
    weeks: [...weeks.values()],
    leadTime: {
      medianDays: medianDays(sum.leadDays),
      bands: LEAD_BANDS.map(({ label, min, max }) => ({ label, bookings: leadCount(min, max) })),
    },
    bySource: sum.bySource,
    byLanguage: sum.byLanguage,
    heatMap: [...heat.entries()]
      .map(([cell, covers]) => ({ weekday: Number(cell.split('-')[0]), hour: cell.split('-')[1], covers }))
      .sort((a, b) => a.weekday - b.weekday || a.hour.localeCompare(b.hour)),
  };
}

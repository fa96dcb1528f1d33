import * as v from 'valibot';
import { isIsoDate } from '../berlin-time';
import type { BOOKING_SOURCES } from '../constants';

/** The Reports page's range rules (issue 32; the back office is English only). */
const REPORT_MESSAGES = {
  dateInvalid: (field: string) => `${field} must be a date as yyyy-MM-dd`,
  fromAfterTo: '"from" must be on or before "to"',
  tooLong: 'A report can cover at most 2 years (731 days)',
  future: 'A report ends today at the latest',
} as const;

/** Last 4 weeks, today included, when the range is not given. */
export const REPORT_DEFAULT_DAYS = 28;
/** Two years, a leap day included. */
const REPORT_MAX_DAYS = 731;

const isoDate = (field: string) =>
  v.optional(v.pipe(v.string(), v.check(isIsoDate, REPORT_MESSAGES.dateInvalid(field))));

/** GET /api/reports?from=&to= and /api/reports/csv: both optional; the handler fills and bounds them by today. */
export const reportQuerySchema = v.object({ from: isoDate('from'), to: isoDate('to') });

/** Whole days from the first to the last date, both included (dates are calendar days, so UTC arithmetic is exact). */
const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range's problem in words, or null when it can be reported. */
export function reportRangeProblem(from: string, to: string, today: string): string | null {
  if (from > to) return REPORT_MESSAGES.fromAfterTo;
  if (to > today) return REPORT_MESSAGES.future;
  if (daysInRange(from, to) > REPORT_MAX_DAYS) return REPORT_MESSAGES.tooLong;
  return null;
}

type Source = (typeof BOOKING_SOURCES)[number];

/**
 * One Berlin day's figures (stored per day by the nightly job, summed over a range by the report).
 * "Counted" bookings are those confirmed, seated or completed (decision 054).
 */
export type DayFigures = {
  /** Counted bookings and their guests. */
  bookings: number;
  covers: number;
  noShows: number;
  /** Every cancelled booking, and those cancelled within 24 h of their time. */
  cancelled: number;
  lateCancelled: number;
  /** Counted bookings by how they came in and by the guest's language. */
  bySource: Record<Source, number>;
  byLanguage: { en: number; de: number };
  /** Counted bookings made ahead (walk-ins left out), by whole 24-hour days from booking to visit. */
  leadDays: Record<string, number>;
  /** Counted covers by the hour of their time ("19"). */
  coversByHour: Record<string, number>;
};

export const emptyDayFigures = (): DayFigures => ({
  bookings: 0,
  covers: 0,
  noShows: 0,
  cancelled: 0,
  lateCancelled: 0,
  bySource: { online: 0, phone: 0, 'walk-in': 0 },
  byLanguage: { en: 0, de: 0 },
  leadDays: {},
  coversByHour: {},
});

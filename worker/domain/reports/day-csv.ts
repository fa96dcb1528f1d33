import type { ReportDay } from './read-days';

const COLUMNS = [
  'date',
  'bookings',
  'covers',
  'no_shows',
  'cancelled',
  'late_cancellations',
  'online',
  'phone',
  'walk_in',
  'english',
  'german',
] as const;

/** The per-day figures as CSV (RFC 4180 line ends); every value is a date or a number, so nothing needs quoting. */
export function dayCsv(days: ReportDay[]): string {
  const lines = days.map(({ date, figures: f }) =>
    [
      date,
      f.bookings,
      f.covers,
      f.noShows,
      f.cancelled,
      f.lateCancelled,
      f.bySource.online,
      f.bySource.phone,
      f.bySource['walk-in'],
      f.byLanguage.en,
      f.byLanguage.de,
    ].join(','),
  );
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

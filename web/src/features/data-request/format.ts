import { TIME_ZONE } from '../../../../shared/constants';

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/** A stored reservation date (yyyy-MM-dd, possibly with a T time part) as "Sat, 28 Nov 2026". */
export function formatDay(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(parsed) ? isoDate : dayFormat.format(parsed);
}

/** An order's timestamp as the Berlin calendar date. */
export function formatInstant(iso: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? iso : instantFormat.format(parsed);
}

import type { BookingSource } from '../../../../shared/constants';
import { formatIsoDate } from '../../ui/format/dates';

/** The word for n of something: 'visit' for 1, 'visits' otherwise. */
export const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
const counted = (n: number, one: string, many?: string) => `${n} ${plural(n, one, many)}`;

const visitsText = (n: number) => counted(n, 'visit');
const noShowsText = (n: number) => counted(n, 'no-show');
const cancellationsText = (n: number) => counted(n, 'cancellation');

/** A result card's line: "3 visits · 1 no-show"; no-shows and cancellations only when there are any. */
export function countsLine(g: { visits: number; noShows: number; cancellations: number }): string {
  return [
    visitsText(g.visits),
    g.noShows > 0 && noShowsText(g.noShows),
    g.cancellations > 0 && cancellationsText(g.cancellations),
  ]
    .filter(Boolean)
    .join(' · ');
}

export const partySize = (guests: number) => counted(guests, 'person', 'people');

export const SOURCE_LABELS: Record<BookingSource, string> = {
  online: 'Online',
  phone: 'By phone',
  'walk-in': 'Walk-in',
};

/** A booking's day as staff read it: "Fri 12 Dec 2026" (a stored date may carry a T time part). */
export const bookingDay = (date: string) => formatIsoDate(date.slice(0, 10)).replace(',', '');

import { TIME_ZONE } from '../constants';
import { INTL_TAG, type Locale } from './locales';

const NBSP = '\u00a0';
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
/** Intl formatters are costly to build; one per language and style, built on first use. */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

/** A calendar date (yyyy-MM-dd, Berlin) in full: "Friday, 12 December 2026", "Freitag, 12. Dezember 2026". */
export function formatLongDate(locale: Locale, isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  // As a UTC midnight, so the reader's own time zone can never move it by a day.
  const format = formatter(
    `long-date:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_TAG[locale], {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  );
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A Berlin wall-clock time (HH:MM): "19:30" in English, "19:30 Uhr" (non-breaking) in German. */
export function formatClock(locale: Locale, time: string): string {
  return locale === 'de' ? `${time}${NBSP}Uhr` : time;
}

/** An instant as Berlin date and time, whatever the reader's zone: "29 Mar 2026, 03:30", "29. März 2026, 03:30 Uhr". */
export function formatBerlinInstant(locale: Locale, at: Date): string {
  const format = formatter(
    `instant:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_TAG[locale], {
        timeZone: TIME_ZONE,
        day: 'numeric',
        month: locale === 'de' ? 'long' : 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const text = format.format(at);
  return locale === 'de' ? `${text}${NBSP}Uhr` : text;
}

/** Integer cents as euros: "€12.50", "12,50 €" (Intl puts the non-breaking space). */
export function formatPrice(locale: Locale, cents: number): string {
  const format = formatter(
    `price:${locale}`,
    () => new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'EUR' }),
  );
  return format.format(cents / 100);
}

/** A party size: "2 guests", "1 guest"; "2 Personen", "1 Person", the number bound to its word. */
export function formatGuests(locale: Locale, guests: number): string {
  if (locale === 'de') return `${guests}${NBSP}${guests === 1 ? 'Person' : 'Personen'}`;
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}

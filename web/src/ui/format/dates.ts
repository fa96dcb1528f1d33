import { INTL_TAG, type Locale } from '../../../../shared/i18n/locales';

/**
 * Calendar dates arrive as yyyy-MM-dd in Berlin already; they are formatted as UTC
 * midnights so the viewer's own time zone can never shift them by a day.
 */
const STYLES = {
  short: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
  medium: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  long: { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();

/** A date in the page's language: "Sat, 28 Nov 2026" / "Sa., 28. Nov. 2026" (medium). */
export function formatIsoDate(iso: string, style: keyof typeof STYLES = 'medium', locale: Locale = 'en'): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  const key = `${style}:${locale}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_TAG[locale], STYLES[style])));
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

const instant = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO timestamp as Berlin wall-clock time, e.g. "3 Jun, 19:42". */
export function formatInstant(isoTimestamp: string): string {
  const at = new Date(isoTimestamp);
  return Number.isNaN(at.getTime()) ? isoTimestamp : instant.format(at);
}

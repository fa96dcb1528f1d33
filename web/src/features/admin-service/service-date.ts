import { addDays, berlinToday, isIsoDate } from '../../../../shared/berlin-time';

/** The page's date from `?date=`, else today in Berlin (a reload keeps the day staff chose). */
export function serviceDate(param: string | null): string {
  return param && isIsoDate(param) ? param : berlinToday();
}

const written = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** "Tuesday, 24 November": formatted at UTC midnight so no time zone shifts the day. */
export function writtenDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const parts = Object.fromEntries(written.formatToParts(new Date(Date.UTC(y, m - 1, d))).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

export const nextDay = (iso: string, days: number) => addDays(iso, days);

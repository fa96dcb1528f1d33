import { addDays, berlinToday, isIsoDate } from '../../../../shared/berlin-time';

/** The page's date from `?date=`, else today in Berlin (a reload keeps the day staff chose). */
export function serviceDate(param: string | null): string {
  return param && isIsoDate(param) ? param : berlinToday();
}

const written = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** "Tuesday, 24 November": formatted at UTC midnight so no time zone shifts the day. */
export function writtenDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const parts = Object.fromEntries(
    written.formatToParts(new Date(Date.UTC(y, m - 1, d))).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

export const nextDay = (iso: string, days: number) => addDays(iso, days);

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The slot a new booking starts on: for today, the latest slot that has begun (a walk-in sits down
 * now), else the day's first; staff can pick another.
 */
export function defaultSlot(date: string, times: readonly string[]): string {
  if (date !== berlinToday()) return times[0] ?? '';
  const now = clock.format(new Date());
  return times.filter((t) => t <= now).at(-1) ?? times[0] ?? '';
}

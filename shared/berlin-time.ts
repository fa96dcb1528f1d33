import { TIME_ZONE } from './constants';

// Built on first use, not when the module loads: the first formatter with a time zone loads ICU's
// zone data, 65-90 ms of a phone's main thread at Lighthouse's 4× slowdown, which a page that shows no date should not pay
// while it starts (issue 15).
let dateParts: Intl.DateTimeFormat | undefined;
let offsetParts: Intl.DateTimeFormat | undefined;
const dateFormat = () =>
  (dateParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));
const offsetFormat = () =>
  (offsetParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** The Berlin calendar date (yyyy-MM-dd) at an instant. */
export function berlinDate(at: Date = new Date()): string {
  return dateFormat().format(at);
}

/**
 * The Berlin year at an instant, without a time zone formatter: Berlin's New Year always falls in
 * winter time (UTC+1), so it is the UTC year an hour later. The footer needs only this.
 */
export function berlinYear(at: Date = new Date()): number {
  return new Date(at.getTime() + 3_600_000).getUTCFullYear();
}

/** yyyy-MM-dd plus n calendar days. Pure date arithmetic: no time zone involved. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** The Berlin wall clock at an instant, as the text a booking's date and time compare against: "yyyy-MM-dd HH:MM". */
export const berlinWallClock = (at: Date) =>
  `${berlinDate(at)} ${at.toLocaleTimeString('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;

export function berlinToday(now: Date = new Date()): string {
  return berlinDate(now);
}

export function berlinTomorrow(now: Date = new Date()): string {
  return addDays(berlinDate(now), 1);
}

/** Milliseconds Berlin is ahead of UTC at an instant (3600000 in winter, 7200000 in summer). */
function berlinOffsetMs(at: Date): number {
  const p = Object.fromEntries(
    offsetFormat()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant of a Berlin wall-clock time. A time in the hour skipped when clocks go
 * forward lands an hour later; a time in the repeated hour takes the second (CET) one.
 */
export function berlinInstant(isoDate: string, time = '00:00'): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const guess = wall - berlinOffsetMs(new Date(wall));
  return new Date(wall - berlinOffsetMs(new Date(guess)));
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

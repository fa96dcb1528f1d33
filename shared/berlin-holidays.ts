import { addDays } from './berlin-time';

/** A public holiday in Berlin: its date (yyyy-MM-dd) and its name in each language. */
export type BerlinHoliday = { date: string; en: string; de: string };

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Berlin's public holidays of a year, in date order (issue 29): the nationwide ones plus
 * International Women's Day, a holiday in Berlin since 2019. Computed, never typed in.
 */
export function berlinHolidays(year: number): BerlinHoliday[] {
  const easter = easterSunday(year);
  const fixed = (md: string) => `${year}-${md}`;
  return [
    { date: fixed('01-01'), en: 'New Year’s Day', de: 'Neujahr' },
    { date: fixed('03-08'), en: 'International Women’s Day', de: 'Internationaler Frauentag' },
    { date: addDays(easter, -2), en: 'Good Friday', de: 'Karfreitag' },
    { date: addDays(easter, 1), en: 'Easter Monday', de: 'Ostermontag' },
    { date: fixed('05-01'), en: 'Labour Day', de: 'Tag der Arbeit' },
    { date: addDays(easter, 39), en: 'Ascension Day', de: 'Christi Himmelfahrt' },
    { date: addDays(easter, 50), en: 'Whit Monday', de: 'Pfingstmontag' },
    { date: fixed('10-03'), en: 'Day of German Unity', de: 'Tag der Deutschen Einheit' },
    { date: fixed('12-25'), en: 'Christmas Day', de: '1. Weihnachtstag' },
    { date: fixed('12-26'), en: 'Boxing Day', de: '2. Weihnachtstag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The holidays from `today` to a year later, for the back office's one-click closing. */
export function comingBerlinHolidays(today: string): BerlinHoliday[] {
  const year = Number(today.slice(0, 4));
  const until = addDays(today, 365);
  return [...berlinHolidays(year), ...berlinHolidays(year + 1)].filter((h) => h.date >= today && h.date <= until);
}

import { describe, expect, it } from 'vitest';
import { berlinHolidays, comingBerlinHolidays, easterSunday } from './berlin-holidays';

/** Berlin's public holidays 2026-2030, from the Senate's published calendar (berlin.de). */
const KNOWN: Record<number, string[]> = {
  2026: ['01-01', '03-08', '04-03', '04-06', '05-01', '05-14', '05-25', '10-03', '12-25', '12-26'],
  2027: ['01-01', '03-08', '03-26', '03-29', '05-01', '05-06', '05-17', '10-03', '12-25', '12-26'],
  2028: ['01-01', '03-08', '04-14', '04-17', '05-01', '05-25', '06-05', '10-03', '12-25', '12-26'],
  2029: ['01-01', '03-08', '03-30', '04-02', '05-01', '05-10', '05-21', '10-03', '12-25', '12-26'],
  2030: ['01-01', '03-08', '04-19', '04-22', '05-01', '05-30', '06-10', '10-03', '12-25', '12-26'],
};

describe('Berlin public holidays', () => {
  it.each(Object.entries(KNOWN))('%s matches the published table', (year, dates) => {
    expect(berlinHolidays(Number(year)).map((h) => h.date)).toEqual(dates.map((md) => `${year}-${md}`));
  });

  it('computes Easter Sunday by the Gregorian computus, including its extremes', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('names each holiday in English and German', () => {
    const goodFriday = berlinHolidays(2027).find((h) => h.date === '2027-03-26');
    expect(goodFriday).toEqual({ date: '2027-03-26', en: 'Good Friday', de: 'Karfreitag' });
  });

  it('lists the coming year from today, across the new year', () => {
    const coming = comingBerlinHolidays('2026-11-27');
    expect(coming[0].date).toBe('2026-12-25');
    expect(coming.at(-1)?.date).toBe('2027-10-03');
    expect(coming).toHaveLength(10);
  });
});

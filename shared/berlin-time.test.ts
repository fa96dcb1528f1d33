import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinDate,
  berlinInstant,
  berlinToday,
  berlinTomorrow,
  berlinYear,
  isIsoDate,
  TIME_PATTERN,
} from './berlin-time';

const utc = (iso: string) => new Date(iso);

describe('berlinDate / berlinToday / berlinTomorrow', () => {
  it.each([
    // Winter (CET, UTC+1)
    ['2027-01-15T22:59:59Z', '2027-01-15'],
    ['2027-01-15T23:00:00Z', '2027-01-16'],
    // Summer (CEST, UTC+2)
    ['2027-07-15T21:59:59Z', '2027-07-15'],
    ['2027-07-15T22:00:00Z', '2027-07-16'],
    // Spring forward, 28 Mar 2027: midnight is still CET, the next midnight CEST
    ['2027-03-27T22:59:00Z', '2027-03-27'],
    ['2027-03-27T23:00:00Z', '2027-03-28'],
    ['2027-03-28T00:59:59Z', '2027-03-28'], // 01:59:59 CET
    ['2027-03-28T01:00:00Z', '2027-03-28'], // 03:00 CEST
    ['2027-03-28T21:59:59Z', '2027-03-28'],
    ['2027-03-28T22:00:00Z', '2027-03-29'],
    // Fall back, 31 Oct 2027: midnight is CEST, the next midnight CET
    ['2027-10-30T21:59:59Z', '2027-10-30'],
    ['2027-10-30T22:00:00Z', '2027-10-31'],
    ['2027-10-31T22:59:59Z', '2027-10-31'],
    ['2027-10-31T23:00:00Z', '2027-11-01'],
    // 25 Oct 2026
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    // Year end
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('at %s Berlin’s date is %s', (instant, date) => {
    expect(berlinDate(utc(instant))).toBe(date);
    expect(berlinToday(utc(instant))).toBe(date);
    expect(berlinTomorrow(utc(instant))).toBe(addDays(date, 1));
  });

  it('at 23:30 CET on 27 Mar 2027, tomorrow is the DST day', () => {
    expect(berlinTomorrow(utc('2027-03-27T22:30:00Z'))).toBe('2027-03-28');
  });
});

describe('berlinYear', () => {
  it("turns at midnight in Berlin, which is 23:00 UTC on New Year's Eve", () => {
    expect(berlinYear(new Date('2026-12-31T22:59:59.999Z'))).toBe(2026);
    expect(berlinYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(berlinYear(new Date('2027-01-01T00:30:00Z'))).toBe(2027);
  });

  it("is the year of Berlin's date at every hour of a year, across both clock changes", () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 2); at += 3_600_000 + 60_000) {
      expect(berlinYear(new Date(at))).toBe(Number(berlinDate(new Date(at)).slice(0, 4)));
    }
  });
});

describe('addDays', () => {
  it.each([
    ['2027-03-27', 1, '2027-03-28'],
    ['2027-03-28', 1, '2027-03-29'],
    ['2027-10-31', 1, '2027-11-01'],
    ['2027-10-31', -2, '2027-10-29'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2027-05-10', 0, '2027-05-10'],
    ['2027-05-10', 365, '2028-05-09'],
  ])('%s %+i days is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });
});

describe('berlinInstant', () => {
  it.each([
    ['2027-01-15', '18:00', '2027-01-15T17:00:00.000Z'],
    ['2027-07-15', '18:00', '2027-07-15T16:00:00.000Z'],
    ['2027-07-01', '00:00', '2027-06-30T22:00:00.000Z'],
    // Spring forward: before the gap CET, after it CEST
    ['2027-03-28', '00:00', '2027-03-27T23:00:00.000Z'],
    ['2027-03-28', '01:59', '2027-03-28T00:59:00.000Z'],
    ['2027-03-28', '03:00', '2027-03-28T01:00:00.000Z'],
    ['2027-03-28', '18:00', '2027-03-28T16:00:00.000Z'],
    // Fall back
    ['2027-10-31', '00:00', '2027-10-30T22:00:00.000Z'],
    ['2027-10-31', '18:00', '2027-10-31T17:00:00.000Z'],
    ['2027-11-01', '00:00', '2027-10-31T23:00:00.000Z'],
    ['2026-10-25', '18:00', '2026-10-25T17:00:00.000Z'],
  ])('%s %s in Berlin is %s', (date, time, expected) => {
    expect(berlinInstant(date, time).toISOString()).toBe(expected);
  });

  it('moves a time in the skipped hour (02:30 on 28 Mar 2027) an hour later, to 03:30 CEST', () => {
    expect(berlinInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('takes the second (CET) 02:30 on 31 Oct 2027', () => {
    expect(berlinInstant('2027-10-31', '02:30').toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });

  it('round-trips with berlinDate for every slot of a DST day', () => {
    for (const date of ['2027-03-28', '2027-10-31', '2026-10-25']) {
      for (const time of ['18:00', '23:30', '00:00']) expect(berlinDate(berlinInstant(date, time))).toBe(date);
    }
  });
});

describe('isIsoDate and TIME_PATTERN', () => {
  it.each(['2027-03-28', '2028-02-29', '2027-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each(['2027-02-29', '2027-13-01', '2027-04-31', '27-03-28', '2027-3-28', '2027-03-28T18:00', ''])(
    'refuses %s',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
  it('accepts 24-hour HH:MM only', () => {
    for (const ok of ['00:00', '09:30', '23:59']) expect(TIME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['24:00', '9:30', '18:60', '18:00:00', '6pm']) expect(TIME_PATTERN.test(bad)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { openingHoursLines, openingWeekOf, SEED_OPENING_WEEK, type OpeningWeek } from './opening-hours-text';
import type { WeeklyRules, WeeklyService } from './weekly-hours';

const dinner = { name: 'Dinner', from: '18:00', until: '23:30' };
const lunch = { name: 'Lunch', from: '12:00', until: '14:30' };
const NBSP = '\u00a0';

describe('the footer lines of the weekly rules (issue 29)', () => {
  it('a closed Monday and lunch at the weekend, in both languages', () => {
    const week: OpeningWeek = { ...SEED_OPENING_WEEK, mon: [] };
    expect(openingHoursLines(week, 'en')).toEqual([
      'Tue–Sun · Dinner 18:00–23:30',
      'Sat–Sun · Lunch 12:00–14:30',
      'Mon: closed',
    ]);
    expect(openingHoursLines(week, 'de')).toEqual([
      `Di–So · Abend 18:00–23:30${NBSP}Uhr`,
      `Sa–So · Mittag 12:00–14:30${NBSP}Uhr`,
      'Mo: Ruhetag',
    ]);
  });

  it("the demo's week: dinner daily, lunch at the weekend, nothing closed", () => {
    expect(openingHoursLines(SEED_OPENING_WEEK, 'en')).toEqual([
      'Daily · Dinner 18:00–23:30',
      'Sat–Sun · Lunch 12:00–14:30',
    ]);
    expect(openingHoursLines(SEED_OPENING_WEEK, 'de')[0]).toBe(`Täglich · Abend 18:00–23:30${NBSP}Uhr`);
  });

  it('separates days that are not consecutive, runs over the week’s end, and keeps other hours apart', () => {
    const week: OpeningWeek = {
      mon: [dinner],
      tue: [],
      wed: [{ ...dinner, until: '21:00' }],
      thu: [],
      fri: [dinner],
      sat: [dinner],
      sun: [dinner],
    };
    expect(openingHoursLines(week, 'en')).toEqual([
      'Wed · Dinner 18:00–21:00',
      'Fri–Mon · Dinner 18:00–23:30',
      'Tue, Thu: closed',
    ]);
  });

  it('shows a name the owner typed as typed, in German too, and a week without services as closed', () => {
    const brunch = { name: 'Sonntagsbrunch', from: '10:00', until: '13:00' };
    const closed: OpeningWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(openingHoursLines({ ...closed, sun: [brunch] }, 'de')).toEqual([
      `So · Sonntagsbrunch 10:00–13:00${NBSP}Uhr`,
      'Mo–Sa: Ruhetag',
    ]);
    expect(openingHoursLines(closed, 'en')).toEqual(['Closed']);
  });

  it('takes the services from the rules in time order, the last seating as their end', () => {
    const rule = (name: string, from: string, lastSeating: string): WeeklyService => ({
      name,
      from,
      lastSeating,
      intervalMinutes: 30,
      maxParties: 6,
      maxCovers: null,
      online: true,
    });
    const sat = [rule('Dinner', '18:00', '23:30'), rule('Lunch', '12:00', '14:30')];
    const rules: WeeklyRules = { mon: [], tue: [], wed: [], thu: [], fri: [], sat, sun: [] };
    expect(openingWeekOf(rules).sat).toEqual([lunch, dinner]);
  });
});

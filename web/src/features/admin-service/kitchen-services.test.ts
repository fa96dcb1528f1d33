import { describe, expect, it } from 'vitest';
import type { WeeklyRules, WeeklyService } from '../../../../shared/weekly-hours';
import { byService, chosenService, serviceAt, servicesOn } from './kitchen-services';

const service = (name: string, from: string, lastSeating: string): WeeklyService => ({
  name,
  from,
  lastSeating,
  intervalMinutes: 30,
  maxParties: 4,
  maxCovers: null,
  online: true,
});
const week: WeeklyRules = {
  mon: [],
  tue: [service('Dinner', '18:00', '22:00')],
  wed: [service('Dinner', '18:00', '22:00')],
  thu: [service('Dinner', '18:00', '22:00')],
  fri: [service('Dinner', '18:00', '22:00')],
  // Saved out of order: the sheet goes by the clock.
  sat: [service('Dinner', '18:00', '22:00'), service('Lunch', '12:00', '14:30')],
  sun: [service('Lunch', '12:00', '14:30')],
};

describe("the kitchen sheet's services (issue 30)", () => {
  it("takes a date's services from its weekday's rules, by start", () => {
    // 2026-11-28 is a Saturday, 2026-11-30 a Monday.
    expect(servicesOn(week, '2026-11-28').map((s) => s.name)).toEqual(['Lunch', 'Dinner']);
    expect(servicesOn(week, '2026-11-30')).toEqual([]);
  });

  it('puts each booking in the last service started by its time, an early one in the first', () => {
    const services = servicesOn(week, '2026-11-28');
    expect(serviceAt(services, '12:00')?.name).toBe('Lunch');
    expect(serviceAt(services, '15:30')?.name).toBe('Lunch');
    expect(serviceAt(services, '18:00')?.name).toBe('Dinner');
    expect(serviceAt(services, '11:00')?.name).toBe('Lunch');
  });

  it('splits a day with every booking under exactly one service', () => {
    const services = servicesOn(week, '2026-11-28');
    const split = byService(services, [{ time: '12:30' }, { time: '19:30' }, { time: '20:00' }]);
    expect(split.map((s) => [s.service.name, s.bookings.map((b) => b.time)])).toEqual([
      ['Lunch', ['12:30']],
      ['Dinner', ['19:30', '20:00']],
    ]);
  });

  it('reads ?service= by name; an unknown one is the whole day', () => {
    const services = servicesOn(week, '2026-11-28');
    expect(chosenService(services, 'Dinner')?.from).toBe('18:00');
    expect(chosenService(services, 'Brunch')).toBeUndefined();
    expect(chosenService(services, null)).toBeUndefined();
  });
});

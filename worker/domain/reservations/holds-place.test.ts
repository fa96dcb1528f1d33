import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, clearTables, insertReservation, insertScheduleDay, login } from '../../test/helpers';

/** Puts "now" at an instant (infra/clock.ts reads new Date()) and signs in then. */
async function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return login();
}

const walkIn = (token: string, date: string, time: string) =>
  api('POST', '/api/reservations/staff-book', {
    token,
    body: { name: 'Walk In', email: '', phone: '+49 30 1234567', date, time, guests: 2, source: 'walk-in' },
  });

beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A no-show holds its slot's place until the slot starts on the Berlin wall clock (decision 021).
 * Each case: a slot of capacity 1 holding one no-show; one minute before the start a walk-in is
 * refused as full, at the start it books. The instants are UTC, so a wrong offset (UTC, or the
 * other season's) would put the start an hour off and fail one side.
 */
const CASES = [
  {
    day: '2026-03-29',
    time: '19:00',
    before: '2026-03-29T16:59:00Z',
    start: '2026-03-29T17:00:00Z',
    what: 'clocks went forward at 02:00 (CEST)',
  },
  {
    day: '2026-10-25',
    time: '18:00',
    before: '2026-10-25T16:59:00Z',
    start: '2026-10-25T17:00:00Z',
    what: 'clocks went back at 03:00 (CET)',
  },
  {
    day: '2027-03-28',
    time: '03:30',
    before: '2027-03-28T01:29:00Z',
    start: '2027-03-28T01:30:00Z',
    what: 'the first hour after the spring change',
  },
  {
    day: '2027-10-31',
    time: '12:00',
    before: '2027-10-31T10:59:00Z',
    start: '2027-10-31T11:00:00Z',
    what: 'the autumn change, at noon CET',
  },
  {
    day: '2026-11-24',
    time: '19:30',
    before: '2026-11-24T18:29:00Z',
    start: '2026-11-24T18:30:00Z',
    what: 'an ordinary winter day',
  },
];

describe('what holds a place: a no-show until its slot starts', () => {
  for (const c of CASES) {
    it(`${c.day} ${c.time} (${c.what}): held at ${c.before}, free at ${c.start}`, async () => {
      await insertScheduleDay(c.day, true, [{ time: c.time, maxReservations: 1 }]);
      await insertReservation({ date: c.day, time: c.time, status: 'no-show' as never });

      let token = await at(c.before);
      const early = await walkIn(token, c.day, c.time);
      expect(early.status).toBe(409);
      expect(early.json).toMatchObject({ full: true, held: 1, capacity: 1 });
      expect((await api('GET', `/api/reservations/day?date=${c.day}`, { token })).json.slots).toEqual([
        { time: c.time, capacity: 1, available: true, held: 1, covers: 2 },
      ]);

      token = await at(c.start);
      expect((await api('GET', `/api/reservations/day?date=${c.day}`, { token })).json.slots[0]).toMatchObject({
        held: 0,
        covers: 0,
      });
      const late = await walkIn(token, c.day, c.time);
      expect(late.status).toBe(201);
      expect(late.json.reservation).toMatchObject({ status: 'confirmed', source: 'walk-in', overCapacity: false });
    });
  }

  it('every other state: pending, confirmed, seated and completed hold a place even after the start; cancelled never', async () => {
    const day = '2026-11-24';
    await insertScheduleDay(day, true, [{ time: '18:00', maxReservations: 10 }]);
    for (const status of ['pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no-show']) {
      await insertReservation({ date: day, time: '18:00', guests: 3, status: status as never });
    }
    const before = await at('2026-11-24T16:59:00Z'); // 17:59 CET
    expect((await api('GET', `/api/reservations/day?date=${day}`, { token: before })).json.slots[0]).toMatchObject({
      held: 5,
      covers: 15,
    });
    const after = await at('2026-11-24T17:30:00Z'); // 18:30 CET: the no-show's slot has started
    const res = await api('GET', `/api/reservations/day?date=${day}`, { token: after });
    expect(res.json.slots[0]).toMatchObject({ held: 4, covers: 12 });
    expect(res.json.reservations).toHaveLength(6);
  });

  it('the online check counts the same way: a future no-show fills a slot of capacity 1', async () => {
    await insertScheduleDay('2026-12-01', true, [{ time: '19:00', maxReservations: 1 }]);
    await insertReservation({ date: '2026-12-01', time: '19:00', status: 'no-show' as never });
    await at('2026-11-24T12:00:00Z');
    const res = await api('GET', '/api/schedule/check-availability?date=2026-12-01&time=19:00&guests=2');
    expect(res.json).toEqual({ available: false, reason: 'This time slot is fully booked' });
  });
});

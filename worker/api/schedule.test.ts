import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, count, insertReservation, insertScheduleDay, login, rows } from '../test/helpers';
import { DEFAULT_SLOT_CAPACITY } from '../../shared/constants';
import { isoWeekday } from '../../shared/weekly-hours';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const DEFAULT_TIMES = [
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
  '21:30',
  '22:00',
  '22:30',
  '23:00',
  '23:30',
];

describe('GET /api/schedule/default', () => {
  it('offers every 30 minutes from 18:00 to 23:30, open, with the default capacity', async () => {
    // A weekday: the demo's rules add lunch at weekends (issue 29).
    const monday = [1, 2, 3, 4, 5, 6, 7].map((n) => berlinDay(n)).find((d) => isoWeekday(d) === 1);
    const res = await api('GET', `/api/schedule/default?date=${monday}`);
    expect(res.status).toBe(200);
    expect(res.json.timeSlots.map((s: any) => s.time)).toEqual(DEFAULT_TIMES);
    for (const slot of res.json.timeSlots)
      expect(slot).toEqual({
        time: slot.time,
        maxReservations: DEFAULT_SLOT_CAPACITY,
        maxCovers: null,
        available: true,
      });
  });
});

describe('GET /api/schedule', () => {
  it('lists the days in the range, in date order, with their slots sorted', async () => {
    const [d1, d2, d3] = [berlinDay(3), berlinDay(4), berlinDay(10)];
    await insertScheduleDay(d2, false);
    await insertScheduleDay(d1, true, [
      { time: '20:00', maxReservations: 4 },
      { time: '19:00', maxReservations: 8, available: false },
    ]);
    await insertScheduleDay(d3, true, [{ time: '19:00', maxReservations: 2 }]);
    const res = await api('GET', `/api/schedule?startDate=${d1}&endDate=${d2}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        _id: d1,
        date: d1,
        isOpen: true,
        specialNote: '',
        timeSlots: [
          { time: '19:00', maxReservations: 8, maxCovers: null, available: false },
          { time: '20:00', maxReservations: 4, maxCovers: null, available: true },
        ],
      },
      { _id: d2, date: d2, isOpen: false, specialNote: '', timeSlots: [] },
    ]);
  });

  it('answers a day without a record with an empty list', async () => {
    const res = await api('GET', `/api/schedule?startDate=${berlinDay(5)}&endDate=${berlinDay(5)}`);
    expect(res).toMatchObject({ status: 200, json: [] });
  });

  it.each([
    ['', ['startDate', 'endDate']],
    ['?startDate=2027-02-30&endDate=2027-03-01', ['startDate']],
    ['?startDate=2027-03-01&endDate=03/02/2027', ['endDate']],
  ])('answers %s with 400 naming the fields', async (query, fields) => {
    const res = await api('GET', `/api/schedule${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual([...fields].sort());
  });

  it('answers a start after the end with 400', async () => {
    const res = await api('GET', `/api/schedule?startDate=${berlinDay(5)}&endDate=${berlinDay(4)}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('startDate must not be after endDate');
    expect(res.json.fields).toEqual({ endDate: 'startDate must not be after endDate' });
  });
});

describe('POST /api/schedule/update', () => {
  it('creates a day, then replaces it (upsert)', async () => {
    const date = berlinDay(6);
    const first = await api('POST', '/api/schedule/update', {
      token,
      body: {
        date,
        isOpen: true,
        specialNote: 'Onam week',
        timeSlots: [
          { time: '19:00', maxReservations: 10 },
          { time: '20:00', maxReservations: 12 },
        ],
      },
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      reservationsCancelled: 0,
      schedule: { date, isOpen: true, specialNote: 'Onam week' },
    });
    expect(first.json.schedule.timeSlots).toEqual([
      { time: '19:00', maxReservations: 10, maxCovers: null, available: true },
      { time: '20:00', maxReservations: 12, maxCovers: null, available: true },
    ]);

    const second = await api('POST', '/api/schedule/update', {
      token,
      body: {
        date,
        isOpen: true,
        specialNote: '',
        timeSlots: [{ time: '18:30', maxReservations: 3, available: false }],
      },
    });
    expect(second.status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM schedule_days WHERE date = ?', date)).toBe(1);
    expect(await rows('SELECT time, max_reservations, available FROM time_slots WHERE date = ?', date)).toEqual([
      { time: '18:30', max_reservations: 3, available: 0 },
    ]);
    const read = await api('GET', `/api/schedule?startDate=${date}&endDate=${date}`);
    expect(read.json[0]).toMatchObject({
      specialNote: '',
      timeSlots: [{ time: '18:30', maxReservations: 3, available: false }],
    });
  });

  it('closing a day cancels that date’s pending and confirmed reservations, and only those', async () => {
    const date = berlinDay(7);
    const pending = await insertReservation({ date, status: 'pending' });
    const confirmed = await insertReservation({ date, time: '20:00', status: 'confirmed' });
    const cancelled = await insertReservation({ date, status: 'cancelled' });
    const otherDay = await insertReservation({ date: berlinDay(8), status: 'pending' });

    const res = await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: false, specialNote: 'Staff outing' },
    });
    expect(res.status).toBe(200);
    expect(res.json.reservationsCancelled).toBe(2);
    expect(res.json.schedule).toMatchObject({ date, isOpen: false, timeSlots: [] });
    const statuses = Object.fromEntries(
      (await rows<{ id: string; status: string }>('SELECT id, status FROM reservations')).map((r) => [r.id, r.status]),
    );
    expect(statuses).toEqual({
      [pending.id]: 'cancelled',
      [confirmed.id]: 'cancelled',
      [cancelled.id]: 'cancelled',
      [otherDay.id]: 'pending',
    });

    // The closed day now refuses bookings, with the reason.
    const check = await api('GET', `/api/schedule/check-availability?date=${date}&time=19:00&guests=2`);
    expect(check.json).toEqual({ available: false, reason: "We're closed on this date" });
  });

  it('opening a day cancels nothing', async () => {
    const date = berlinDay(7);
    await insertReservation({ date });
    const res = await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 5 }] },
    });
    expect(res.json.reservationsCancelled).toBe(0);
    expect(await count("SELECT count(*) AS n FROM reservations WHERE status = 'pending'")).toBe(1);
  });

  it.each([
    [{ isOpen: true }, ['date']],
    [{ date: '2027-13-01', isOpen: 'yes' }, ['date', 'isOpen']],
    [
      { date: '2027-05-01', isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 51 }] },
      ['timeSlots.0.maxReservations'],
    ],
    [
      { date: '2027-05-01', isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 0 }] },
      ['timeSlots.0.maxReservations'],
    ],
    [{ date: '2027-05-01', isOpen: true, timeSlots: [{ time: '7pm', maxReservations: 5 }] }, ['timeSlots.0.time']],
    [
      {
        date: '2027-05-01',
        isOpen: true,
        timeSlots: [
          { time: '19:00', maxReservations: 5 },
          { time: '19:00', maxReservations: 6 },
        ],
      },
      ['timeSlots'],
    ],
  ])('answers %j with 400 naming the fields and stores nothing', async (body, fields) => {
    const res = await api('POST', '/api/schedule/update', { token, body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual([...fields].sort());
    expect(await count('SELECT count(*) AS n FROM schedule_days')).toBe(0);
  });

  it('uses the spec message for max reservations', async () => {
    const res = await api('POST', '/api/schedule/update', {
      token,
      body: { date: berlinDay(3), isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 60 }] },
    });
    expect(res.json.fields['timeSlots.0.maxReservations']).toBe('Max reservations must be between 1 and 50');
  });
});

describe('DELETE /api/schedule/cleanup', () => {
  it('deletes the days (and their slots) before the cutoff and reports deletedCount', async () => {
    for (const n of [-10, -5, -3, -2, 0, 4])
      await insertScheduleDay(berlinDay(n), true, [{ time: '19:00', maxReservations: 4 }]);
    const cutoff = berlinDay(-3);
    const res = await api('DELETE', `/api/schedule/cleanup?cutoffDate=${cutoff}`, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ deletedCount: 2, cutoffDate: cutoff });
    expect((await rows<{ date: string }>('SELECT date FROM schedule_days ORDER BY date')).map((r) => r.date)).toEqual([
      berlinDay(-3),
      berlinDay(-2),
      berlinDay(0),
      berlinDay(4),
    ]);
    expect(await count('SELECT count(*) AS n FROM time_slots')).toBe(4);
  });

  it('defaults the cutoff to two days before today (Berlin)', async () => {
    for (const n of [-3, -2, -1]) await insertScheduleDay(berlinDay(n), true);
    const res = await api('DELETE', '/api/schedule/cleanup', { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ deletedCount: 1, cutoffDate: berlinDay(-2) });
    expect(await count('SELECT count(*) AS n FROM schedule_days')).toBe(2);
  });

  it('accepts a cutoff exactly two days before today', async () => {
    const res = await api('DELETE', `/api/schedule/cleanup?cutoffDate=${berlinDay(-2)}`, { token });
    expect(res).toMatchObject({ status: 200, json: { deletedCount: 0 } });
  });

  it.each([-1, 0, 5])('refuses a cutoff later than two days before today (today %+i) with 400', async (n) => {
    await insertScheduleDay(berlinDay(-3), true);
    const res = await api('DELETE', `/api/schedule/cleanup?cutoffDate=${berlinDay(n)}`, { token });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(berlinDay(-2));
    expect(await count('SELECT count(*) AS n FROM schedule_days')).toBe(1);
  });

  it('refuses a malformed cutoff with 400 naming cutoffDate', async () => {
    const res = await api('DELETE', '/api/schedule/cleanup?cutoffDate=yesterday', { token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(['cutoffDate']);
  });
});

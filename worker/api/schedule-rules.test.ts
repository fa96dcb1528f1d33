import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, bookingBody, clearTables, login, rows } from '../test/helpers';
import { SEED_WEEKLY_RULES } from '../../shared/weekly-hours';

/** The demo's week (migration 0007): dinner 18:00-23:30 every day, lunch 12:00-14:30 at weekends. */
const DEMO = { weekly: SEED_WEEKLY_RULES };
const [lunch, dinner] = SEED_WEEKLY_RULES.sun;

/** Closed on Mondays; Sunday lunch every 15 minutes and a short dinner; the rest of the week as the demo. */
const WEEK = {
  weekly: {
    ...DEMO.weekly,
    mon: [],
    sun: [
      { ...lunch, from: '12:00', lastSeating: '13:00', intervalMinutes: 15 },
      { ...dinner, from: '18:00', lastSeating: '19:00', maxParties: 2 },
    ],
  },
};
const SUNDAY_TIMES = ['12:00', '12:15', '12:30', '12:45', '13:00', '18:00', '18:30', '19:00'];

async function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return login();
}
const putRules = (token: string, body: unknown) => api('PUT', '/api/schedule/rules', { token, body });
const times = async (date: string) =>
  (await api('GET', `/api/schedule/availability?date=${date}&guests=2`)).json.times.map((t: any) => t.time);
const book = (date: string, time: string) =>
  api('POST', '/api/reservations/book', { body: bookingBody({ date, time }) });
const startsAt = async (id: string) =>
  new Date(Number((await rows('SELECT starts_at FROM reservations WHERE id = ?', id))[0].starts_at)).toISOString();

beforeEach(clearTables);
afterEach(async () => {
  vi.useRealTimers();
  expect((await putRules(await login(), DEMO)).status).toBe(200);
});

describe('a weekday’s rules across the clock changes', () => {
  it('Sunday 28 March 2027 (clocks go forward) has the Sunday rules, in Berlin summer time', async () => {
    const token = await at('2027-03-20T10:00:00Z');
    expect((await putRules(token, WEEK)).status).toBe(200);
    expect(await times('2027-03-21')).toEqual(SUNDAY_TIMES);
    expect(await times('2027-03-28')).toEqual(SUNDAY_TIMES);
    const lunchBooking = await book('2027-03-28', '12:15');
    expect(lunchBooking.status).toBe(201);
    expect(await startsAt(lunchBooking.json.reservation._id)).toBe('2027-03-28T10:15:00.000Z');
    // Monday is closed by rule, and 20:00 is no Sunday slot any more.
    const monday = await api('GET', '/api/schedule/check-availability?date=2027-03-29&time=18:00&guests=2');
    expect(monday.json).toEqual({ available: false, reason: expect.stringMatching(/closed/i) });
    expect((await book('2027-03-29', '18:00')).status).not.toBe(201);
    expect((await book('2027-03-28', '20:00')).status).not.toBe(201);
  });

  it('Sunday 31 October 2027 (clocks go back) has the Sunday rules, in Berlin winter time', async () => {
    const token = await at('2027-10-24T10:00:00Z');
    expect((await putRules(token, WEEK)).status).toBe(200);
    expect(await times('2027-10-31')).toEqual(SUNDAY_TIMES);
    const dinnerBooking = await book('2027-10-31', '18:30');
    expect(dinnerBooking.status).toBe(201);
    expect(await startsAt(dinnerBooking.json.reservation._id)).toBe('2027-10-31T17:30:00.000Z');
    expect((await api('GET', '/api/schedule/default?date=2027-10-31')).json.timeSlots.map((s: any) => s.time)).toEqual(
      SUNDAY_TIMES,
    );
    expect((await api('GET', '/api/schedule/default?date=2027-11-01')).json.timeSlots).toEqual([]);
  });

  it('pacing comes from the rule, read as the booking is written: a 2-party Sunday dinner slot takes 2', async () => {
    const token = await at('2027-10-24T10:00:00Z');
    await putRules(token, WEEK);
    expect((await book('2027-10-31', '19:00')).status).toBe(201);
    expect((await book('2027-10-31', '19:00')).status).toBe(201);
    expect((await book('2027-10-31', '19:00')).status).not.toBe(201);
  });

  it('a service not booked online is refused to guests and taken by staff', async () => {
    const token = await at('2027-10-24T10:00:00Z');
    const offline = { ...WEEK.weekly, sun: WEEK.weekly.sun.map((s) => ({ ...s, online: s.name !== 'Lunch' })) };
    expect((await putRules(token, { weekly: offline })).status).toBe(200);
    expect((await book('2027-10-31', '12:00')).status).not.toBe(201);
    const body = { ...bookingBody({ date: '2027-10-31', time: '12:00' }), source: 'phone' };
    const staff = await api('POST', '/api/reservations/staff-book', { token, body });
    expect(staff.status).toBe(201);
  });
});

describe('an exception overrides the rule until it is removed', () => {
  it('opens a Monday closed by rule, then returns it to the rule (audited)', async () => {
    const token = await at('2027-03-20T10:00:00Z');
    await putRules(token, WEEK);
    expect(await times('2027-03-29')).toEqual([]);
    const update = await api('POST', '/api/schedule/update', {
      token,
      body: { date: '2027-03-29', isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 4 }] },
    });
    expect(update.status).toBe(200);
    expect(await times('2027-03-29')).toEqual(['19:00']);
    const removed = await api('DELETE', '/api/schedule/day/2027-03-29', { token });
    expect(removed.status).toBe(200);
    expect(await times('2027-03-29')).toEqual([]);
    expect((await api('GET', '/api/schedule?startDate=2027-03-29&endDate=2027-03-29')).json).toEqual([]);
    expect((await api('DELETE', '/api/schedule/day/2027-03-29', { token })).status).toBe(404);
    const log = await rows("SELECT action, target_id FROM audit_log WHERE action LIKE 'schedule.%' ORDER BY id");
    expect(log.map((r: any) => r.action)).toEqual([
      'schedule.rules-updated',
      'schedule.day-updated',
      'schedule.exception-removed',
    ]);
  });
});

describe('changing a rule never touches bookings', () => {
  it('keeps a Sunday 20:00 booking when Sunday dinner ends at 19:00, and lists it for staff', async () => {
    const token = await at('2027-10-24T10:00:00Z');
    const booked = await book('2027-10-31', '20:00');
    expect(booked.status).toBe(201);
    await putRules(token, WEEK);
    const [row] = await rows('SELECT status FROM reservations');
    expect(row.status).not.toBe('cancelled');
    const read = await api('GET', '/api/schedule/rules', { token });
    expect(read.json.weekly.mon).toEqual([]);
    expect(read.json.misfits).toEqual([expect.objectContaining({ date: '2027-10-31', time: '20:00', guests: 2 })]);
  });
});

describe('PUT /api/schedule/rules validation', () => {
  const sun = (services: unknown[]) => ({ weekly: { ...DEMO.weekly, sun: services } });
  it.each([
    ['overlapping services', sun([lunch, { ...dinner, from: '14:30' }]), 'Sunday: Lunch and Dinner overlap'],
    [
      'a last seating before the start',
      sun([{ ...dinner, lastSeating: '17:30' }]),
      'Sunday Dinner: the last seating is before the start',
    ],
    ['an interval of 20 minutes', sun([{ ...dinner, intervalMinutes: 20 }]), 'The interval must be 15 or 30 minutes'],
    [
      'a time of 24:00',
      sun([{ ...dinner, lastSeating: '24:00' }]),
      'lastSeating must be a time HH:MM, from 00:00 to 23:59',
    ],
    [
      'no parties per slot',
      sun([{ ...dinner, maxParties: 0 }]),
      'Parties per slot must be a whole number from 1 to 50',
    ],
    ['an unknown weekday', { weekly: { ...DEMO.weekly, sunday: [] } }, expect.any(String)],
  ])('answers %s with 400 naming it', async (_, body, error) => {
    const token = await login();
    const res = await putRules(token, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(error);
    expect((await api('GET', '/api/schedule/rules', { token })).json.weekly).toEqual(
      Object.fromEntries(Object.entries(DEMO.weekly).map(([k, v]) => [k, v.map((s) => ({ ...s, maxCovers: null }))])),
    );
  });

  it('names the problem in German when asked in German', async () => {
    const token = await login();
    const res = await api('PUT', '/api/schedule/rules', {
      token,
      body: sun([lunch, { ...dinner, from: '14:30' }]),
      headers: { 'Accept-Language': 'de' },
    });
    expect(res).toMatchObject({ status: 400, json: { error: 'Sonntag: Lunch und Dinner überschneiden sich' } });
    const interval = await api('PUT', '/api/schedule/rules', {
      token,
      body: sun([{ ...dinner, intervalMinutes: 20 }]),
      headers: { 'Accept-Language': 'de' },
    });
    expect(interval.json.error).toBe('Der Abstand muss 15 oder 30 Minuten betragen');
  });

  it('accepts services that touch but do not overlap, and asks for an owner', async () => {
    const token = await login();
    expect((await putRules(token, sun([lunch, { ...dinner, from: '15:00' }]))).status).toBe(200);
    expect((await api('PUT', '/api/schedule/rules', { body: DEMO })).status).toBe(401);
    expect((await api('GET', '/api/schedule/rules')).status).toBe(401);
  });
});

import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, count, insertScheduleDay, login } from '../test/helpers';
import { useRoom } from '../test/room';
import { SEED_SETTINGS, type Settings } from '../../shared/rules/settings';

/** The owner's booking policies at their edges (issue 29): window, same-day cutoff, large party. */
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(async () => {
  vi.useRealTimers();
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
});

async function setPolicies(policies: Partial<Settings['policies']>) {
  const body = { ...SEED_SETTINGS, policies: { ...SEED_SETTINGS.policies, ...policies } };
  expect((await api('PUT', '/api/settings', { token, body })).status).toBe(200);
}
const de = { 'Accept-Language': 'de' };
const book = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/reservations/book', { body: bookingBody(body), headers });
const check = (date: string, time: string, headers?: Record<string, string>) =>
  api('GET', `/api/schedule/check-availability?date=${date}&time=${time}&guests=2`, { headers });
const listed = async (date: string, guests = 2) =>
  (await api('GET', `/api/schedule/availability?date=${date}&guests=${guests}`)).json;
/** Moves the clock (Date only: the Workers runtime keeps its timers). */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('the booking window follows the setting', () => {
  it('books day N and refuses day N + 1 with 400 naming the date and the owner’s N, in both languages', async () => {
    await setPolicies({ bookingWindowDays: 30 });
    const tooFar = 'Bookings open up to 30 days ahead. For later dates, please call us.';
    expect((await check(berlinDay(30), '19:00')).json).toEqual({ available: true, reason: '' });
    expect((await book({ date: berlinDay(30) })).status).toBe(201);

    const refused = await book({ date: berlinDay(31) });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: tooFar, fields: { date: tooFar } });
    expect((await check(berlinDay(31), '19:00')).json).toEqual({ available: false, reason: tooFar });
    expect((await listed(berlinDay(31))).times[0]).toMatchObject({ available: false, reason: tooFar });
    const german = 'Reservierungen sind bis zu 30 Tage im Voraus möglich. Für spätere Termine rufen Sie uns bitte an.';
    expect((await book({ date: berlinDay(31) }, de)).json.fields).toEqual({ date: german });
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(1);
  });

  it('a longer window books beyond the seed’s 90 days', async () => {
    await setPolicies({ bookingWindowDays: 120 });
    expect((await book({ date: berlinDay(120) })).status).toBe(201);
    expect((await book({ date: berlinDay(121) })).status).toBe(400);
  });
});

describe('the same-day cutoff', () => {
  it('is off by default: today is taken by phone only', async () => {
    at('2026-07-10T08:00:00Z');
    expect((await book({ date: '2026-07-10', time: '19:00' })).json.error).toBe(
      'Same-day reservations are taken by phone only. Please call us.',
    );
  });

  it('books exactly N hours before the time and refuses a moment later, in both languages', async () => {
    // Friday 10 July 2026, 17:00 in Berlin (CEST, UTC+2): 19:00 is exactly 2 hours away.
    // The owner signs in on the real clock; then the clock moves.
    await setPolicies({ sameDayCutoffHours: 2 });
    at('2026-07-10T15:00:00Z');
    const date = '2026-07-10';
    const tooSoon = 'Same-day reservations close 2 hours before the time. Please call us.';
    const times = (await listed(date)).times as { time: string; available: boolean; reason: string }[];
    expect(times.find((t) => t.time === '18:30')).toEqual({ time: '18:30', available: false, reason: tooSoon });
    expect(times.find((t) => t.time === '19:00')).toMatchObject({ available: true });
    expect((await check(date, '19:00')).json).toEqual({ available: true, reason: '' });
    expect((await book({ date, time: '19:00', email: 'on-time@example.com' })).status).toBe(201);

    vi.setSystemTime(new Date('2026-07-10T15:00:01Z'));
    expect((await check(date, '19:00')).json).toEqual({ available: false, reason: tooSoon });
    const late = await book({ date, time: '19:00', email: 'late@example.com' });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(tooSoon);
    expect((await check(date, '19:00', de)).json.reason).toBe(
      'Reservierungen für denselben Tag sind bis 2\u00a0Stunden vor der Uhrzeit möglich. Bitte rufen Sie uns an.',
    );
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(1);
  });

  it('counts real hours across the spring change of Berlin’s clocks', async () => {
    // Sunday 29 March 2026, 01:30 CET; at 02:00 the clocks jump to 03:00 CEST. 04:00 is 2.5 hours
    // away on the wall clock but 1.5 real hours: inside a 2-hour cutoff. 04:30 is exactly 2 hours away.
    await setPolicies({ sameDayCutoffHours: 2 });
    at('2026-03-29T00:30:00Z');
    const date = '2026-03-29';
    await insertScheduleDay(date, true, [
      { time: '04:00', maxReservations: 5 },
      { time: '04:30', maxReservations: 5 },
    ]);
    expect((await check(date, '04:00')).json.available).toBe(false);
    expect((await book({ date, time: '04:00' })).status).toBe(409);
    expect((await check(date, '04:30')).json).toEqual({ available: true, reason: '' });
    expect((await book({ date, time: '04:30' })).status).toBe(201);
  });

  it('counts real hours across the autumn change, when the wall clock shows less than has passed', async () => {
    // Sunday 25 October 2026, 02:30 CEST; at 03:00 the clocks go back to 02:00 CET. 03:30 is one hour
    // away on the wall clock but two real hours: exactly the cutoff, so it books. 03:00 is 1.5 hours away.
    await setPolicies({ sameDayCutoffHours: 2 });
    at('2026-10-25T00:30:00Z');
    const date = '2026-10-25';
    await insertScheduleDay(date, true, [
      { time: '03:00', maxReservations: 5 },
      { time: '03:30', maxReservations: 5 },
    ]);
    expect((await check(date, '03:00')).json.available).toBe(false);
    expect((await book({ date, time: '03:00' })).status).toBe(409);
    expect((await check(date, '03:30')).json).toEqual({ available: true, reason: '' });
    expect((await book({ date, time: '03:30' })).status).toBe(201);
  });
});

describe('the large-party threshold', () => {
  it('N guests book a table; N + 1 are a request, though a combination could seat them', async () => {
    await useRoom({
      tables: [
        { id: 'a', max: 6 },
        { id: 'b', max: 6 },
      ],
      combinations: [{ id: 'ab', tables: ['a', 'b'], min: 7, max: 12 }],
    });
    await setPolicies({ largePartyThreshold: 8 });
    const date = berlinDay(20);
    expect((await listed(date, 8)).request).toBe(false);
    expect((await listed(date, 9)).request).toBe(true);
    const eight = await book({ date, time: '19:00', guests: 8 });
    expect(eight.json.reservation.seating).toBe('table');
    const nine = await book({ date, time: '21:00', guests: 9 });
    expect(nine.status).toBe(201);
    expect(nine.json.reservation.seating).toBe('request');
  });
});

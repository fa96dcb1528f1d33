import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertMenuItem, insertReservation, login } from '../test/helpers';
import { RESTAURANT } from '../../shared/restaurant';
import { FRESH_MS, forgetIsolateCopies, SLOT_TABLE_PREFIX } from './public-cache';

// Decision 024: this isolate's copy, then the colo's Cache API, then D1; never older than FRESH_MS.
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(() => vi.useRealTimers());
/**
 * Date stands still in these tests (vi.waitFor moves it on by its polling interval). It starts 1 ms
 * after clearTables' invalidation, and `tick` moves it past a write: an entry read in the same
 * millisecond as a write may predate it, so it is never taken from the colo.
 */
const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1 });
const tick = () => vi.setSystemTime(Date.now() + 1);

const colo = () => (caches as unknown as { default: Cache }).default;
/** The Cache API stores in the background (waitUntil): wait until the colo holds the key. */
const storedInColo = (key: string) =>
  vi.waitFor(async () => expect(await colo().match(`${RESTAURANT.url}/_public-cache${key}`)).toBeDefined(), {
    timeout: 2_000,
  });
const cacheOf = (res: { headers: Headers }) => res.headers.get('server-timing')?.match(/cache;desc="(\w+)"/)?.[1];
const statementsOf = (res: { headers: Headers }) =>
  Number(res.headers.get('server-timing')?.match(/statements=(\d+)/)?.[1]);
const dish = {
  name: 'Appam with Stew',
  description: 'Rice pancakes, coconut stew',
  price: 1450,
  image: '/images/appam.svg',
  category: 'main',
  featured: true,
  available: true,
  dietary: ['vegan'],
  allergens: [],
};

describe('public GETs in the Cache API', () => {
  it('answers an isolate-cold read from the colo, without a D1 statement', async () => {
    await insertMenuItem({ name: 'Puttu' });
    const first = await api('GET', '/api/menu/available');
    expect([cacheOf(first), statementsOf(first)]).toEqual(['miss', 1]);
    await storedInColo('/api/menu/available');
    forgetIsolateCopies(); // as a new isolate in the same colo
    const cold = await api('GET', '/api/menu/available');
    expect([cacheOf(cold), statementsOf(cold)]).toEqual(['edge', 0]);
    expect(cold.json).toEqual(first.json);
    expect(cold.headers.get('etag')).toBe(first.headers.get('etag'));
    const warm = await api('GET', '/api/menu/available');
    expect([cacheOf(warm), statementsOf(warm)]).toEqual(['hit', 0]);
  });

  it("answers a hit before routing with the headers the API's chain gives the first read", async () => {
    await insertMenuItem({ name: 'Puttu' });
    const chain = await api('GET', '/api/menu/available');
    const hit = await api('GET', '/api/menu/available');
    expect([cacheOf(chain), cacheOf(hit)]).toEqual(['miss', 'hit']);
    const varying = new Set(['server-timing', 'x-request-id', 'content-length']);
    const fixed = (res: { headers: Headers }) => [...res.headers].filter(([name]) => !varying.has(name));
    expect(fixed(hit)).toEqual(fixed(chain));
    expect(fixed(hit).map(([name]) => name)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'etag', 'cache-control']),
    );
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.json).toEqual(chain.json);
    const notModified = await api('GET', '/api/menu/available', {
      headers: { 'If-None-Match': hit.headers.get('etag')! },
    });
    expect([notModified.status, cacheOf(notModified), notModified.json]).toEqual([304, 'hit', undefined]);
  });

  it('shows an admin write on the next public read, though the colo still holds the old answer', async () => {
    expect((await api('GET', '/api/menu/featured')).json).toEqual([]);
    await storedInColo('/api/menu/featured');
    expect((await api('POST', '/api/menu', { token, body: dish })).status).toBe(201);
    const after = await api('GET', '/api/menu/featured');
    expect(after.json.map((d: { name: string }) => d.name)).toEqual([dish.name]);
    expect(cacheOf(after)).toBe('miss');
  });

  it('shows a change made elsewhere (another isolate, wrangler d1 execute) within FRESH_MS, from the colo too', async () => {
    freezeClock();
    expect((await api('GET', '/api/banners/active')).json).toEqual([]);
    await storedInColo('/api/banners/active');
    await insertMenuItem({ name: 'Written elsewhere' });
    const readAt = Date.now();
    await api('GET', '/api/menu/available');
    await storedInColo('/api/menu/available');
    await insertMenuItem({ name: 'Second, elsewhere' });
    vi.setSystemTime(readAt + FRESH_MS - 1);
    forgetIsolateCopies();
    // Still inside the bound: the colo's answer, read before the second row.
    const inside = await api('GET', '/api/menu/available');
    expect([cacheOf(inside), inside.json.length]).toEqual(['edge', 1]);
    vi.setSystemTime(readAt + FRESH_MS);
    // FRESH_MS after the read: neither this isolate's copy nor the colo's is served.
    const after = await api('GET', '/api/menu/available');
    expect([cacheOf(after), after.json.length]).toEqual(['miss', 2]);
  });
});

describe('check-availability from the cached slot table', () => {
  const date = berlinDay(6);
  const check = () => api('GET', `/api/schedule/check-availability?date=${date}&time=19:00&guests=2`);

  it('says full on the next check after the booking that filled the slot', async () => {
    await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 1 }] },
    });
    expect((await check()).json).toEqual({ available: true, reason: '' });
    await storedInColo(`${SLOT_TABLE_PREFIX}${date}`);
    const again = await check();
    expect([cacheOf(again), statementsOf(again)]).toEqual(['hit', 0]);
    expect((await api('POST', '/api/reservations/book', { body: bookingBody({ date }) })).status).toBe(201);
    const full = await check();
    expect(full.json).toEqual({ available: false, reason: 'This time slot is fully booked' });
    expect(cacheOf(full)).toBe('miss');
  });

  it('says free again on the next check after staff cancel the booking that held it', async () => {
    await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 1 }] },
    });
    const booked = await api('POST', '/api/reservations/book', { body: bookingBody({ date }) });
    expect((await check()).json.available).toBe(false);
    const reservationId = booked.json.reservation._id;
    const cancelled = await api('POST', '/api/reservations/update-status', {
      token,
      body: { reservationId, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await check()).json).toEqual({ available: true, reason: '' });
  });

  it('sees a booking made in another isolate within FRESH_MS; the colo answers cold isolates meanwhile', async () => {
    freezeClock();
    await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: true, timeSlots: [{ time: '19:00', maxReservations: 1 }] },
    });
    tick();
    const readAt = Date.now();
    expect((await check()).json.available).toBe(true);
    await storedInColo(`${SLOT_TABLE_PREFIX}${date}`);
    await insertReservation({ date, time: '19:00' }); // straight into D1: no isolate here hears of it
    vi.setSystemTime(readAt + FRESH_MS - 1);
    forgetIsolateCopies();
    const stale = await check();
    expect([cacheOf(stale), statementsOf(stale), stale.json.available]).toEqual(['edge', 0, true]);
    vi.setSystemTime(readAt + FRESH_MS);
    const fresh = await check();
    expect([cacheOf(fresh), fresh.json.available]).toEqual(['miss', false]);
  });

  it("answers the booking form's one-day schedule from the same table, in the range read's shape", async () => {
    await api('POST', '/api/schedule/update', {
      token,
      body: {
        date,
        isOpen: true,
        specialNote: 'Onam',
        timeSlots: [
          { time: '20:00', maxReservations: 4 },
          { time: '18:00', maxReservations: 2 },
        ],
      },
    });
    const day = await api('GET', `/api/schedule?startDate=${date}&endDate=${date}`);
    const range = await api('GET', `/api/schedule?startDate=${date}&endDate=${berlinDay(7)}`);
    expect(day.json).toEqual(range.json);
    expect(day.json[0].timeSlots.map((s: { time: string }) => s.time)).toEqual(['18:00', '20:00']);
    expect(cacheOf(await api('GET', `/api/schedule?startDate=${date}&endDate=${date}`))).toBe('hit');
    expect((await api('GET', `/api/schedule?startDate=${berlinDay(8)}&endDate=${berlinDay(8)}`)).json).toEqual([]);
  });
});

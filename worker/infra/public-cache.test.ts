import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, clearTables, insertMenuItem, login } from '../test/helpers';
import { FRESH_MS } from './public-cache';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(() => vi.useRealTimers());

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

describe('public catalogue cache', () => {
  it('serves repeated reads from the copy: no D1 statement on a hit', async () => {
    await insertMenuItem({ name: 'Puttu' });
    const first = await api('GET', '/api/menu/available');
    expect(first.headers.get('server-timing')).toContain('cache;desc="miss"');
    expect(first.headers.get('server-timing')).toContain('statements=1');
    const second = await api('GET', '/api/menu/available');
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('server-timing')).toContain('cache;desc="hit"');
    expect(second.headers.get('server-timing')).toContain('statements=0');
  });

  it('shows a staff change on the very next read (the write clears the copy)', async () => {
    expect((await api('GET', '/api/menu/featured')).json).toEqual([]);
    expect((await api('GET', '/api/menu/available')).json).toEqual([]);
    const created = await api('POST', '/api/menu', { token, body: dish });
    expect(created.status).toBe(201);
    expect((await api('GET', '/api/menu/featured')).json.map((d: any) => d.name)).toEqual([dish.name]);
    expect((await api('GET', '/api/menu/available')).json.map((d: any) => d.name)).toEqual([dish.name]);

    await api('PUT', `/api/menu/${created.json.item._id}`, { token, body: { ...dish, available: false } });
    expect((await api('GET', '/api/menu/available')).json).toEqual([]);
  });

  it('clears banners on a toggle', async () => {
    const banner = await api('POST', '/api/banners', {
      token,
      body: { image: '/images/b.svg', title: 'Onam Sadya', description: 'On banana leaf', active: true },
    });
    expect(banner.status).toBe(201);
    expect((await api('GET', '/api/banners/active')).json).toHaveLength(1);
    await api('PATCH', `/api/banners/toggle/${banner.json.banner._id}`, { token });
    expect((await api('GET', '/api/banners/active')).json).toEqual([]);
  });

  it('reads D1 again once the copy is older than FRESH_MS (a write in another isolate shows by then)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await api('GET', '/api/menu/available');
    await insertMenuItem({ name: 'Written elsewhere' }); // straight into D1, as another isolate would
    expect((await api('GET', '/api/menu/available')).json).toEqual([]);
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    expect((await api('GET', '/api/menu/available')).json.map((d: any) => d.name)).toEqual(['Written elsewhere']);
  });

  it('refreshes an aging copy behind a hit, so a busy key never expires into a miss', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const readAt = Date.now();
    await api('GET', '/api/menu/available');
    await insertMenuItem({ name: 'Written elsewhere' });
    vi.setSystemTime(readAt + FRESH_MS * 0.7);
    const aging = await api('GET', '/api/menu/available');
    expect(aging.headers.get('server-timing')).toContain('cache;desc="hit"');
    expect(aging.json).toEqual([]); // the answer is the copy; the refresh runs after it
    // The refresh is that request's waitUntil: give it a moment of real time to land.
    let refreshed = aging;
    for (let tries = 0; tries < 20 && refreshed.json.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      refreshed = await api('GET', '/api/menu/available');
    }
    expect(refreshed.headers.get('server-timing')).toContain('cache;desc="hit"');
    expect(refreshed.json.map((d: any) => d.name)).toEqual(['Written elsewhere']);
    // Past the first copy's bound, the refreshed one still answers: no request had to miss.
    vi.setSystemTime(readAt + FRESH_MS + 100);
    expect((await api('GET', '/api/menu/available')).headers.get('server-timing')).toContain('cache;desc="hit"');
  });

  it('answers no-cache with an ETag, and 304 when the browser already has it', async () => {
    await insertMenuItem({ name: 'Puttu' });
    const res = await api('GET', '/api/menu/available');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    const again = await api('GET', '/api/menu/available', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.json).toBeUndefined();
  });

  it('never caches admin lists', async () => {
    await api('GET', '/api/menu', { token });
    await insertMenuItem({ name: 'Hidden', available: false });
    const res = await api('GET', '/api/menu', { token });
    expect(res.json.map((d: any) => d.name)).toEqual(['Hidden']);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

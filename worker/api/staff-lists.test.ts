import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { api, berlinDay, clearTables, login, type ApiResponse } from '../test/helpers';

const LIMIT = 'limit must be a whole number from 1 to 200';
const CURSOR = 'cursor is not valid: pass the nextCursor of the previous page unchanged';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const get = (path: string) => api('GET', path, { token });

/**
 * n reservations booked over the last hour, in one batch. Every third shares its creation time
 * with the one before, so the id must break ties or a page boundary would drop or repeat a row.
 */
async function bookMany(n: number, options: { prefix?: string; at?: number; dates?: string[]; status?: string } = {}) {
  const { prefix = 'r', at = Date.now() - 3_600_000, dates = [berlinDay(3)], status = 'pending' } = options;
  const ids = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  await env.DB.batch(
    ids.map((id, i) =>
      env.DB.prepare(
        `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at)
     VALUES (?, 'Ravi Kumar', ?, '+49 30 555000', ?, '19:00', 2, ?, ?)`,
        // A guest each, as a busy evening has: each insert recounts its guest's bookings (migration 0009).
      ).bind(id, `ravi.${id}@example.com`, dates[i % dates.length], status, at + i - (i % 3 === 2 ? 1 : 0)),
    ),
  );
  return ids;
}

async function placeMany(n: number, prefix = 'o', at = Date.now() - 3_600_000) {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  await env.DB.batch(
    ids.flatMap((id, i) => [
      env.DB.prepare(
        `INSERT INTO orders (id, customer_name, customer_email, reservation_id, total_cents, status, created_at, updated_at)
      VALUES (?, 'Ravi Kumar', 'ravi@example.com', NULL, 450, 'paid', ?, ?)`,
      ).bind(id, at + i - (i % 3 === 2 ? 1 : 0), at),
      env.DB.prepare(
        `INSERT INTO order_lines (order_id, line_no, menu_item_id, name, unit_price_cents, quantity)
      VALUES (?, 0, 'dish', 'Appam', 450, 1)`,
      ).bind(id),
    ]),
  );
  return ids;
}

const next = (res: ApiResponse) => res.headers.get('X-Next-Cursor');
const ids = (res: ApiResponse) => (res.json as { _id: string }[]).map((row) => row._id);

describe('GET /api/reservations/all is paged', () => {
  it('450 reservations come as 200, 200 and 50, newest first, with no duplicates or gaps while bookings arrive', async () => {
    const booked = await bookMany(450);
    const path = '/api/reservations/all?lastNumHours=24&status=pending';
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(200);
    expect(first.headers.get('X-Total-Count')).toBe('450');
    expect(next(first)).toMatch(/^[\w-]+$/);

    await bookMany(5, { prefix: 'late-a', at: Date.now() }); // new bookings between pages
    const second = await get(`${path}&cursor=${next(first)}`);
    expect(second.json).toHaveLength(200);
    await bookMany(5, { prefix: 'late-b', at: Date.now() });
    const third = await get(`${path}&cursor=${next(second)}`);
    expect(third.json).toHaveLength(50);
    expect(next(third)).toBeNull();

    const seen = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(seen).size).toBe(450);
    // Newest first: the same order as the creation times, ties broken by id, descending.
    expect(seen).toEqual(
      [...booked].sort((a, b) => {
        const at = (id: string) => {
          const i = Number(id.slice(1));
          return i - (i % 3 === 2 ? 1 : 0);
        };
        return at(b) - at(a) || b.localeCompare(a);
      }),
    );
  });

  it('a smaller limit pages the same way', async () => {
    await bookMany(5);
    const first = await get('/api/reservations/all?limit=2');
    const second = await get(`/api/reservations/all?limit=2&cursor=${next(first)}`);
    const third = await get(`/api/reservations/all?limit=2&cursor=${next(second)}`);
    expect([first.json.length, second.json.length, third.json.length]).toEqual([2, 2, 1]);
    expect(new Set([...ids(first), ...ids(second), ...ids(third)]).size).toBe(5);
    expect(next(third)).toBeNull();
  });

  it.each(['1000', '201', '0', '-1', 'ten', ''])('limit=%s is a 400 naming limit', async (limit) => {
    const res = await get(`/api/reservations/all?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: LIMIT, fields: { limit: LIMIT } });
  });

  it.each([
    ['not base64url', '!!!'],
    ['base64url of nonsense', btoa('hello').replace(/=+$/, '')],
    ['a number too large', btoa('99999999999999999.1.x').replace(/=+$/, '')],
    ['no id', btoa('1.2.').replace(/=+$/, '')],
    ['too long', 'a'.repeat(201)],
  ])('a bad cursor (%s) is a 400 naming cursor', async (_, cursor) => {
    const res = await get(`/api/reservations/all?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: CURSOR, fields: { cursor: CURSOR } });
  });

  it('filters by day, and counts that day only', async () => {
    await bookMany(6, { dates: [berlinDay(3), berlinDay(4)] });
    const res = await get(`/api/reservations/all?date=${berlinDay(4)}`);
    expect(res.json).toHaveLength(3);
    expect(res.json.every((r: { date: string }) => r.date === berlinDay(4))).toBe(true);
    expect(res.headers.get('X-Total-Count')).toBe('3');
    expect((await get('/api/reservations/all?date=tomorrow')).status).toBe(400);
  });
});

describe('GET /api/reservations/dates', () => {
  it('lists the distinct dates of every reservation in the window, beyond the first page, newest first', async () => {
    // The 300 oldest bookings hold the far dates; the newest 200 (the first page) are all on day 3.
    await bookMany(300, { prefix: 'old', at: Date.now() - 7_200_000, dates: [berlinDay(10), berlinDay(20)] });
    await bookMany(200, { prefix: 'new', dates: [berlinDay(3)] });
    await bookMany(3, { prefix: 'conf', dates: [berlinDay(30)], status: 'confirmed' });
    const page = await get('/api/reservations/all?status=pending');
    expect(new Set(page.json.map((r: { date: string }) => r.date))).toEqual(new Set([berlinDay(3)]));

    const res = await get('/api/reservations/dates?lastNumHours=24&status=pending');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([berlinDay(20), berlinDay(10), berlinDay(3)]);
    expect((await get('/api/reservations/dates?status=confirmed')).json).toEqual([berlinDay(30)]);
  });

  it('needs the admin token', async () => {
    expect((await api('GET', '/api/reservations/dates')).status).toBe(401);
  });
});

describe('GET /api/orders is paged', () => {
  it('450 orders come as 200, 200 and 50 with their lines, with no duplicates or gaps while orders arrive', async () => {
    await placeMany(450);
    const first = await get('/api/orders');
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(200);
    expect(first.json[0].items).toEqual([{ menuItemId: { _id: 'dish', name: 'Appam', price: 450 }, quantity: 1 }]);
    expect(first.headers.get('X-Total-Count')).toBe('450');
    await placeMany(3, 'late-a', Date.now());
    const second = await get(`/api/orders?cursor=${next(first)}`);
    await placeMany(3, 'late-b', Date.now());
    const third = await get(`/api/orders?cursor=${next(second)}`);
    expect([second.json.length, third.json.length]).toEqual([200, 50]);
    expect(next(third)).toBeNull();
    const seen = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(seen).size).toBe(450);
    expect(seen.every((id) => id.startsWith('o'))).toBe(true);
  });

  it('limit over 200 and a bad cursor are 400s', async () => {
    expect((await get('/api/orders?limit=1000')).json).toMatchObject({ error: LIMIT });
    expect((await get('/api/orders?cursor=%25%25')).json).toMatchObject({ error: CURSOR });
  });
});

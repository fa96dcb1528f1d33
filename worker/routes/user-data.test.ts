import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, count, insertReservation, rows } from '../test/helpers';

const NOT_FOUND = { error: 'No data found for this email', message: 'No data found for this email' };

/** An order with lines, straight into D1. */
async function insertOrder(id: string, email: string, createdAt: number, lines: [string, number, number][]) {
  const total = lines.reduce((sum, [, price, qty]) => sum + price * qty, 0);
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO orders (id, customer_name, customer_email, reservation_id, total_cents, status, created_at, updated_at)
      VALUES (?, 'Meera', ?, NULL, ?, 'paid', ?, ?)`).bind(id, email, total, createdAt, createdAt),
    ...lines.map(([name, price, qty], i) =>
      env.DB.prepare('INSERT INTO order_lines (order_id, line_no, menu_item_id, name, unit_price_cents, quantity) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(id, i, `dish-${i}`, name, price, qty)),
  ]);
}

beforeEach(async () => {
  await clearTables();
  await insertReservation({ id: 'r1', name: 'Meera Pillai', email: 'Meera@Example.com', date: '2027-01-10', time: '19:30', guests: 4 });
  await insertReservation({ id: 'r2', name: 'Meera Pillai', email: 'meera@example.com', date: '2027-01-05', time: '20:00', guests: 2, status: 'cancelled' });
  await insertReservation({ id: 'other', name: 'Arun', email: 'arun@example.com' });
  await insertOrder('o1', 'MEERA@example.com', Date.UTC(2027, 0, 10, 19), [['Masala Dosa', 1250, 2], ['Filter Coffee', 350, 1]]);
  await insertOrder('o-other', 'arun@example.com', Date.UTC(2027, 0, 11), [['Medu Vada', 450, 1]]);
});

describe('GET /api/user-data/request', () => {
  it('returns the email’s reservations and orders, matching the email in any case', async () => {
    const res = await api('GET', '/api/user-data/request?email=meera%40EXAMPLE.com');
    expect(res.status).toBe(200);
    expect(res.json.reservations).toEqual([
      expect.objectContaining({ date: '2027-01-05', time: '20:00', guests: 2, name: 'Meera Pillai' }),
      expect.objectContaining({ date: '2027-01-10', time: '19:30', guests: 4, name: 'Meera Pillai' }),
    ]);
    expect(res.json.orders).toEqual([{
      id: 'o1',
      date: new Date(Date.UTC(2027, 0, 10, 19)).toISOString(),
      items: [{ name: 'Masala Dosa', quantity: 2, price: 1250 }, { name: 'Filter Coffee', quantity: 1, price: 350 }],
      total: 2850,
    }]);
    expect(JSON.stringify(res.json)).not.toContain('arun');
  });

  it('answers an email with no data with 404 No data found for this email', async () => {
    const res = await api('GET', '/api/user-data/request?email=nobody@example.com');
    expect(res.status).toBe(404);
    expect(res.json).toEqual(NOT_FOUND);
  });

  it.each(['', '?email=', '?email=not-an-email'])('answers %s with 400 naming email', async (query) => {
    const res = await api('GET', `/api/user-data/request${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(['email']);
  });
});

describe('DELETE /api/user-data/request', () => {
  it('removes every reservation and order (with lines) of the email, any case, and nothing else', async () => {
    const res = await api('DELETE', '/api/user-data/request?email=MEERA@example.COM');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ reservationsDeleted: 2, ordersDeleted: 1 });
    expect(typeof res.json.message).toBe('string');
    expect((await rows<{ id: string }>('SELECT id FROM reservations')).map((r) => r.id)).toEqual(['other']);
    expect((await rows<{ id: string }>('SELECT id FROM orders')).map((r) => r.id)).toEqual(['o-other']);
    expect(await count("SELECT count(*) AS n FROM order_lines WHERE order_id = 'o1'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM order_lines WHERE order_id = 'o-other'")).toBe(1);

    // Nothing is left to find or delete.
    expect(await api('GET', '/api/user-data/request?email=meera@example.com')).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await api('DELETE', '/api/user-data/request?email=meera@example.com')).toMatchObject({ status: 404, json: NOT_FOUND });
  });

  it('does not treat the email as a pattern', async () => {
    const res = await api('DELETE', '/api/user-data/request?email=meer_@example.com');
    expect(res.status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(3);
  });

  it('answers an invalid email with 400, deleting nothing', async () => {
    const res = await api('DELETE', '/api/user-data/request?email=meera');
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: 'Invalid email address' });
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(3);
  });
});

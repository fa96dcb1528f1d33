import { expect, test } from '@playwright/test';
import { adminHeaders, farDate } from './support/admin-api';
import { executeSql, querySql, sqlText } from './support/direct-d1';

/**
 * Issue 11: an order may only land on a confirmed reservation. Staff cancel reservations over HTTP
 * while orders for them are in flight on the running Worker; D1 itself notes, at the moment of
 * each INSERT, any order whose reservation was not confirmed then (a trigger on this test's
 * database only). A check made in an earlier round trip than the INSERT lets such orders through.
 */
const RESERVATIONS = 24;
const ORDERS_EACH = 4;

test('orders racing cancellations never land on a cancelled reservation', async ({ request }) => {
  test.setTimeout(120_000);
  const run = `race${Date.now().toString(36)}`;
  executeSql([
    'CREATE TABLE IF NOT EXISTS e2e_orders_on_unconfirmed (order_id TEXT NOT NULL);',
    `CREATE TRIGGER IF NOT EXISTS e2e_order_on_unconfirmed AFTER INSERT ON orders
      WHEN NOT EXISTS (SELECT 1 FROM reservations WHERE id = NEW.reservation_id AND status = 'confirmed')
      BEGIN INSERT INTO e2e_orders_on_unconfirmed VALUES (NEW.id); END;`,
    ...Array.from(
      { length: RESERVATIONS },
      (_, i) =>
        `INSERT INTO reservations (id, name, email, phone, date, time, guests, status) VALUES (${sqlText(`${run}-${i}`)},
        'Race Guest', ${sqlText(`${run}-${i}@example.org`)}, '+49 30 5550000', ${sqlText(farDate(80))}, '21:00', 2, 'confirmed');`,
    ),
  ]);
  const headers = await adminHeaders(request);
  const [dish] = (await (await request.get('/api/menu/available')).json()) as { _id: string }[];

  const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const place = async (reservationId: string, afterMs: number) => {
    await after(afterMs);
    return placeNow(reservationId);
  };
  const placeNow = (reservationId: string) =>
    request.post('/api/orders/place', {
      headers,
      data: {
        customerName: 'Race Guest',
        customerEmail: `${reservationId}@example.org`,
        reservationId,
        status: 'pending',
        items: [{ menuItemId: dish._id, quantity: 2 }],
      },
    });
  const cancel = async (reservationId: string, afterMs: number) => {
    await after(afterMs);
    return request.post('/api/reservations/update-status', {
      headers,
      data: { reservationId, status: 'cancelled', notifyGuest: false },
    });
  };

  // Each reservation: its orders (every 20 ms) and its cancellation all in flight together, the
  // cancel landing at a different moment for each, so some orders come before it and some after.
  const answers = await Promise.all(
    Array.from({ length: RESERVATIONS }, async (_, i) => {
      const id = `${run}-${i}`;
      const [cancelled, ...orders] = await Promise.all([
        cancel(id, i * 3),
        ...Array.from({ length: ORDERS_EACH }, (_, k) => place(id, k * 20)),
      ]);
      return { cancelled: cancelled.status(), orders: orders.map((o) => o.status()) };
    }),
  );

  const statuses = answers.flatMap((a) => a.orders);
  expect(answers.every((a) => a.cancelled === 200)).toBe(true);
  expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  // Both outcomes happened, so the race was real.
  expect(statuses).toContain(201);
  expect(statuses).toContain(409);
  expect(querySql<{ orderId: string }>('SELECT order_id AS orderId FROM e2e_orders_on_unconfirmed')).toEqual([]);
  const [{ n }] = querySql<{ n: number }>(
    `SELECT count(*) AS n FROM orders WHERE reservation_id LIKE ${sqlText(`${run}-%`)}`,
  );
  expect(n).toBe(statuses.filter((s) => s === 201).length);
});

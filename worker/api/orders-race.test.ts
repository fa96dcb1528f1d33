import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, clearTables, count, insertMenuItem, insertReservation, login, rows, type MenuRow } from '../test/helpers';

const NOT_CONFIRMED = 'Orders can only be placed for confirmed reservations';

let token: string;
let dosa: MenuRow;
beforeAll(async () => {
  token = await login();
});
beforeEach(async () => {
  await clearTables();
  dosa = await insertMenuItem({ name: 'Masala Dosa', priceCents: 1250 });
  // D1 itself notes, at the moment of each INSERT, an order whose reservation was not confirmed
  // then: what a check made in an earlier round trip lets through when a cancel or erasure lands
  // in between.
  await env.DB.prepare(
    `CREATE TRIGGER IF NOT EXISTS order_on_unconfirmed AFTER INSERT ON orders
    WHEN NOT EXISTS (SELECT 1 FROM reservations WHERE id = NEW.reservation_id AND status = 'confirmed')
    BEGIN INSERT INTO login_failures (ip, account, failed_at) VALUES ('order-on-unconfirmed', NEW.id, 0); END`,
  ).run();
});
afterEach(async () => {
  await env.DB.prepare('DROP TRIGGER IF EXISTS order_on_unconfirmed').run();
});
const insertedWhileUnconfirmed = () =>
  rows("SELECT account AS orderId FROM login_failures WHERE ip = 'order-on-unconfirmed'");

const place = (reservationId: string, lines = 2) =>
  api('POST', '/api/orders/place', {
    token,
    body: {
      customerName: 'Priya Nair',
      customerEmail: 'priya@example.com',
      reservationId,
      status: 'pending',
      items: Array.from({ length: lines }, () => ({ menuItemId: dosa.id, quantity: 1 })),
    },
  });
const ordersOn = (reservationId: string) =>
  count('SELECT count(*) AS n FROM orders WHERE reservation_id = ?', reservationId);
const allLines = () => count('SELECT count(*) AS n FROM order_lines');

/** Places an order while `change` lands straight in D1 after `lag` other round trips. */
async function placeWhile(reservationId: string, lag: number, change: D1PreparedStatement) {
  const order = place(reservationId);
  const staff = (async () => {
    for (let i = 0; i < lag; i++) await env.DB.prepare('SELECT 1').first();
    await change.run();
  })();
  return (await Promise.all([order, staff]))[0];
}

describe('placing an order checks the reservation inside the INSERT', () => {
  it('refuses a cancelled reservation with 409, writing no order and no lines', async () => {
    const r = await insertReservation({ status: 'cancelled' });
    const res = await place(r.id);
    expect(res).toMatchObject({ status: 409, json: { error: NOT_CONFIRMED } });
    expect([await ordersOn(r.id), await allLines()]).toEqual([0, 0]);
  });

  it('refuses a deleted reservation with 404, writing nothing', async () => {
    const res = await place('erased-reservation');
    expect(res).toMatchObject({ status: 404, json: { error: 'Reservation not found' } });
    expect([await count('SELECT count(*) AS n FROM orders'), await allLines()]).toEqual([0, 0]);
  });

  it('writes every line of a 100-line order in one go', async () => {
    const r = await insertReservation({ status: 'confirmed' });
    const res = await place(r.id, 100);
    expect(res.status).toBe(201);
    expect(res.json.order.items).toHaveLength(100);
    expect(await allLines()).toBe(100);
  });

  it.each([0, 1, 2, 3, 4, 5, 6])(
    'never inserts an order on a reservation cancelled meanwhile (lag %i)',
    async (lag) => {
      const r = await insertReservation({ status: 'confirmed' });
      const res = await placeWhile(
        r.id,
        lag,
        env.DB.prepare("UPDATE reservations SET status = 'cancelled' WHERE id = ?").bind(r.id),
      );
      expect(await insertedWhileUnconfirmed()).toEqual([]);
      // Either placed before the cancel, or refused with nothing written.
      if (res.status !== 201) {
        expect(res).toMatchObject({ status: 409, json: { error: NOT_CONFIRMED } });
        expect([await ordersOn(r.id), await allLines()]).toEqual([0, 0]);
      }
    },
  );

  it.each([0, 1, 2, 3, 4, 5, 6])('never inserts an order on a reservation erased meanwhile (lag %i)', async (lag) => {
    const r = await insertReservation({ status: 'confirmed' });
    const res = await placeWhile(r.id, lag, env.DB.prepare('DELETE FROM reservations WHERE id = ?').bind(r.id));
    expect(await insertedWhileUnconfirmed()).toEqual([]);
    expect([201, 404, 409]).toContain(res.status);
    // An order that got in first outlives its reservation (the restaurant's accounts); none comes after.
    if (res.status !== 201) expect([await ordersOn(r.id), await allLines()]).toEqual([0, 0]);
  });

  it('bursts of orders and cancels or erasures never insert an order while its reservation is not confirmed', async () => {
    const reservations = await Promise.all(
      Array.from({ length: 12 }, () => insertReservation({ status: 'confirmed' })),
    );
    const answers = await Promise.all(
      reservations.flatMap((r, i) => [
        ...Array.from({ length: 3 }, () => place(r.id)),
        (async () => {
          for (let k = 0; k < i % 6; k++) await env.DB.prepare('SELECT 1').first();
          await env.DB.prepare(
            i % 2
              ? 'DELETE FROM reservations WHERE id = ?'
              : "UPDATE reservations SET status = 'cancelled' WHERE id = ?",
          )
            .bind(r.id)
            .run();
          return undefined;
        })(),
      ]),
    );
    const statuses = answers.filter((a) => a !== undefined).map((a) => a.status);
    expect(
      statuses.every((s) => [201, 404, 409].includes(s)),
      statuses.join(','),
    ).toBe(true);
    expect(await insertedWhileUnconfirmed()).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(statuses.filter((s) => s === 201).length);
    expect(
      await count(
        'SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
      ),
    ).toBe(0);
  });
});

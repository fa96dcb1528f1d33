import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinTomorrow } from '../../shared/berlin-time';
import { bearer, probe, seed, type Seed } from './harness';
import { requestDataLink, tokenQuery } from '../test/data-requests';

/**
 * The largest inputs the rules allow. D1 binds at most 100 parameters per statement, so a
 * 100-line order, a 96-slot day, or an email with 101 orders once answered 500. These pin the fix;
 * the fuzzed bodies reach the same paths at random.
 */
let s: Seed;
beforeAll(async () => {
  s = await seed();
});

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...bearer(s) },
});
const order = (email: string, lines: number) => ({
  customerName: 'Big Table',
  customerEmail: email,
  reservationId: s.reservationId,
  items: Array.from({ length: lines }, (_, i) => ({ menuItemId: s.menuId, quantity: 1 + (i % 3) })),
});

describe("inputs at the rules' limits", () => {
  it('places an order of 100 lines and reads every line back', async () => {
    const { status, json: answer } = await probe({
      method: 'POST',
      path: '/api/orders/place',
      ...json(order('big@example.com', 100)),
    });
    expect(status).toBe(201);
    expect(answer.order.items).toHaveLength(100);
  });

  it('saves a day of 96 quarter-hour slots', async () => {
    const timeSlots = Array.from({ length: 96 }, (_, q) => ({
      time: `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`,
      maxReservations: 6,
    }));
    const date = addDays(berlinTomorrow(), 20);
    expect(
      (await probe({ method: 'POST', path: '/api/schedule/update', ...json({ date, isOpen: true, timeSlots }) }))
        .status,
    ).toBe(200);
    const { json: days } = await probe({ method: 'GET', path: `/api/schedule?startDate=${date}&endDate=${date}` });
    expect(days[0].timeSlots).toHaveLength(96);
  });

  it('lists, exports and erases an email with more than 100 orders', async () => {
    for (let i = 0; i < 101; i++) {
      expect(
        (await probe({ method: 'POST', path: '/api/orders/place', ...json(order('regular@example.com', 1)) })).status,
      ).toBe(201);
    }
    expect((await probe({ method: 'GET', path: '/api/orders', headers: bearer(s) })).json.length).toBeGreaterThan(100);
    const see = tokenQuery(await requestDataLink('regular@example.com', 'access'));
    const erase = tokenQuery(await requestDataLink('regular@example.com', 'deletion'));
    expect((await probe({ method: 'GET', path: see })).json.orders).toHaveLength(101);
    expect((await probe({ method: 'DELETE', path: erase })).json.ordersDeleted).toBe(101);
    expect((await probe({ method: 'GET', path: see })).status).toBe(404);
  });
});

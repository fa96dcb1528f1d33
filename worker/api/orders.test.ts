import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  clearTables,
  count,
  insertMenuItem,
  insertReservation,
  login,
  rows,
  type MenuRow,
  type ReservationRow,
} from '../test/helpers';
import { signedInStaff } from '../test/staff';

const NOT_FOUND = { error: 'Order not found', message: 'Order not found' };

let token: string;
beforeAll(async () => {
  token = await login();
});

let dosa: MenuRow;
let vada: MenuRow;
let guest: ReservationRow;
beforeEach(async () => {
  await clearTables();
  dosa = await insertMenuItem({ name: 'Masala Dosa', priceCents: 1250 });
  vada = await insertMenuItem({ name: 'Medu Vada', priceCents: 450, category: 'starters' });
  guest = await insertReservation({ name: 'Priya Nair', email: 'priya@example.com', status: 'confirmed' });
});

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  customerName: guest.name,
  customerEmail: guest.email,
  reservationId: guest.id,
  items: [
    { menuItemId: dosa.id, quantity: 2 },
    { menuItemId: vada.id, quantity: 3 },
  ],
  totalAmount: 1,
  status: 'pending',
  ...overrides,
});
const place = (body: Record<string, unknown>) => api('POST', '/api/orders/place', { token, body });
const orderCount = () => count('SELECT count(*) AS n FROM orders');
const statusEntries = () =>
  rows("SELECT actor_id, target_id, detail FROM audit_log WHERE action = 'order.status-changed' ORDER BY id");

describe('POST /api/orders/place', () => {
  it('places an order for a confirmed reservation, pricing it from the menu and ignoring the client’s total', async () => {
    const res = await place(orderBody());
    expect(res.status).toBe(201);
    const { order } = res.json;
    expect(order).toMatchObject({
      _id: expect.any(String),
      customerName: 'Priya Nair',
      customerEmail: 'priya@example.com',
      reservationId: guest.id,
      totalAmount: 2 * 1250 + 3 * 450,
      status: 'pending',
      items: [
        { menuItemId: { _id: dosa.id, name: 'Masala Dosa', price: 1250 }, quantity: 2 },
        { menuItemId: { _id: vada.id, name: 'Medu Vada', price: 450 }, quantity: 3 },
      ],
    });
    const [row] = await rows<any>('SELECT * FROM orders');
    expect(row).toMatchObject({ id: order._id, total_cents: 3850, status: 'pending', reservation_id: guest.id });
    expect(await rows('SELECT menu_item_id, unit_price_cents, quantity FROM order_lines ORDER BY line_no')).toEqual([
      { menu_item_id: dosa.id, unit_price_cents: 1250, quantity: 2 },
      { menu_item_id: vada.id, unit_price_cents: 450, quantity: 3 },
    ]);
  });

  it('can start as paid', async () => {
    const res = await place(orderBody({ status: 'paid' }));
    expect(res.json.order.status).toBe('paid');
  });

  it('keeps each line’s price at the time of the order when the menu changes afterwards', async () => {
    const { json } = await place(orderBody());
    const update = await api('PUT', `/api/menu/${dosa.id}`, {
      token,
      body: {
        name: 'Masala Dosa (large)',
        description: 'Bigger',
        price: 1600,
        image: '/images/dosa.svg',
        category: 'main',
        allergens: ['gluten:wheat', 'mustard'],
      },
    });
    expect(update.status).toBe(200);
    const read = await api('GET', `/api/orders/${json.order._id}`, { token });
    expect(read.json.items[0]).toEqual({ menuItemId: { _id: dosa.id, name: 'Masala Dosa', price: 1250 }, quantity: 2 });
    expect(read.json.totalAmount).toBe(3850);

    // A new order uses the new price.
    const next = await place(orderBody({ items: [{ menuItemId: dosa.id, quantity: 1 }] }));
    expect(next.json.order.totalAmount).toBe(1600);
  });

  it('still shows an order whose dish was deleted from the menu', async () => {
    const { json } = await place(orderBody());
    expect((await api('DELETE', `/api/menu/${vada.id}`, { token })).status).toBe(200);
    const read = await api('GET', `/api/orders/${json.order._id}`, { token });
    expect(read.json.items[1]).toEqual({ menuItemId: { _id: vada.id, name: 'Medu Vada', price: 450 }, quantity: 3 });
  });

  it.each(['pending', 'cancelled'] as const)('refuses a %s reservation with 409', async (status) => {
    const r = await insertReservation({ status });
    const res = await place(orderBody({ reservationId: r.id }));
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('Orders can only be placed for confirmed reservations');
    expect(await orderCount()).toBe(0);
  });

  it('refuses an unknown reservation with 404', async () => {
    const res = await place(orderBody({ reservationId: 'no-such-reservation' }));
    expect(res.status).toBe(404);
    expect(typeof res.json.error).toBe('string');
    expect(await orderCount()).toBe(0);
  });

  it('refuses an unknown menu item with 400 naming items, storing nothing', async () => {
    const res = await place(
      orderBody({
        items: [
          { menuItemId: dosa.id, quantity: 1 },
          { menuItemId: 'ghost-dish', quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('ghost-dish');
    expect(res.json.fields).toHaveProperty('items');
    expect(await orderCount()).toBe(0);
    expect(await count('SELECT count(*) AS n FROM order_lines')).toBe(0);
  });

  it.each([
    [{ items: [] }, 'items', 'Please select at least one menu item.'],
    [
      { items: [{ menuItemId: 'x', quantity: 0 }] },
      'items.0.quantity',
      'Quantity must be a whole number of at least 1',
    ],
    [
      { items: [{ menuItemId: 'x', quantity: 1.5 }] },
      'items.0.quantity',
      'Quantity must be a whole number of at least 1',
    ],
    [{ items: [{ quantity: 1 }] }, 'items.0.menuItemId', 'menuItemId is required'],
    [{ customerEmail: 'nope' }, 'customerEmail', 'Invalid email address'],
    [{ customerName: '' }, 'customerName', 'customerName is required'],
    [{ status: 'refunded' }, 'status', 'status must be pending or paid'],
  ])('answers %j with 400 naming %s', async (patch, field, message) => {
    const res = await place(orderBody(patch));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ [field]: message });
    expect(await orderCount()).toBe(0);
  });
});

describe('reading orders', () => {
  it('GET /api/orders/{id} resolves each line to { menuItemId: { _id, name, price }, quantity }', async () => {
    const { json } = await place(orderBody());
    const res = await api('GET', `/api/orders/${json.order._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(json.order);
    expect(res.json.items).toEqual([
      { menuItemId: { _id: dosa.id, name: 'Masala Dosa', price: 1250 }, quantity: 2 },
      { menuItemId: { _id: vada.id, name: 'Medu Vada', price: 450 }, quantity: 3 },
    ]);
  });

  it('GET /api/orders/{id} for an unknown id → 404 Order not found', async () => {
    const res = await api('GET', '/api/orders/nope', { token });
    expect(res.status).toBe(404);
    expect(res.json).toEqual(NOT_FOUND);
  });

  it('GET /api/orders lists every order with its lines', async () => {
    const a = (await place(orderBody())).json.order;
    const b = (await place(orderBody({ items: [{ menuItemId: vada.id, quantity: 1 }] }))).json.order;
    const res = await api('GET', '/api/orders', { token });
    expect(res.status).toBe(200);
    expect(res.json.map((o: any) => o._id).sort()).toEqual([a._id, b._id].sort());
    expect(res.json.find((o: any) => o._id === b._id).items).toEqual([
      { menuItemId: { _id: vada.id, name: 'Medu Vada', price: 450 }, quantity: 1 },
    ]);
  });
});

describe('POST /api/orders/update-status', () => {
  it('switches pending → paid → pending', async () => {
    const { json } = await place(orderBody());
    const id = json.order._id;
    const paid = await api('POST', '/api/orders/update-status', { token, body: { orderId: id, status: 'paid' } });
    expect(paid.status).toBe(200);
    expect(paid.json.order).toMatchObject({ _id: id, status: 'paid', totalAmount: 3850 });
    expect((await rows<{ status: string }>('SELECT status FROM orders'))[0].status).toBe('paid');
    const back = await api('POST', '/api/orders/update-status', { token, body: { orderId: id, status: 'pending' } });
    expect(back.json.order.status).toBe('pending');
    expect((await rows<{ status: string }>('SELECT status FROM orders'))[0].status).toBe('pending');
  });

  it('unknown order → 404 Order not found', async () => {
    const res = await api('POST', '/api/orders/update-status', { token, body: { orderId: 'nope', status: 'paid' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual(NOT_FOUND);
  });

  it('staff cannot set a paid order back to pending: 403, the order stays paid, no entry; an owner can, and it is audited', async () => {
    const id = (await place(orderBody({ status: 'paid' }))).json.order._id;
    const staff = await signedInStaff();
    const refused = await api('POST', '/api/orders/update-status', {
      token: staff.token,
      body: { orderId: id, status: 'pending' },
    });
    expect(refused).toMatchObject({
      status: 403,
      json: { error: 'Only an owner can set a paid order back to pending' },
    });
    expect(await rows('SELECT status FROM orders')).toEqual([{ status: 'paid' }]);
    expect(await statusEntries()).toEqual([]);

    expect(
      (await api('POST', '/api/orders/update-status', { token, body: { orderId: id, status: 'pending' } })).json.order
        .status,
    ).toBe('pending');
    // Staff may take the payment again; setting the same status twice changes nothing and logs nothing.
    expect(
      (await api('POST', '/api/orders/update-status', { token: staff.token, body: { orderId: id, status: 'paid' } }))
        .status,
    ).toBe(200);
    expect(
      (await api('POST', '/api/orders/update-status', { token: staff.token, body: { orderId: id, status: 'paid' } }))
        .status,
    ).toBe(200);
    const [owner] = await rows<{ id: string }>("SELECT id FROM staff_users WHERE email = 'admin@example.com'");
    expect(await statusEntries()).toEqual([
      { actor_id: owner.id, target_id: id, detail: JSON.stringify({ from: 'paid', to: 'pending' }) },
      { actor_id: staff.account.id, target_id: id, detail: JSON.stringify({ from: 'pending', to: 'paid' }) },
    ]);
  });

  it('invalid status → 400 naming status', async () => {
    const { json } = await place(orderBody());
    const res = await api('POST', '/api/orders/update-status', {
      token,
      body: { orderId: json.order._id, status: 'refunded' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(['status']);
    expect((await rows<{ status: string }>('SELECT status FROM orders'))[0].status).toBe('pending');
  });
});

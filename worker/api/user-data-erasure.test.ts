import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bookingBody, clearTables, insertMenuItem, insertReservation, login, rows } from '../test/helpers';
import { placesHolding, requestDataLink, tokenQuery } from '../test/data-requests';
import { fingerprint } from '../fuzz/fingerprint';
import { verifyGuestToken } from '../domain/reservations/guest-token';
import { DATA_REQUEST_MESSAGES as M } from '../../shared/messages';

const MEERA = {
  name: 'Meera Pillai',
  email: 'Meera@Example.com',
  phone: '+49 30 7654321',
  specialRequests: 'Peanut allergy, table by the window',
};
const ADDRESS = 'meera@example.com';
const NOT_FOUND = { error: M.notFound, message: M.notFound };
const GONE = { error: M.linkGone, message: M.linkGone };

let admin: string;
let ids: { booking: string; paid: string; pending: string; arunBooking: string; arunOrder: string };
beforeAll(async () => {
  admin = await login();
});

async function book(body: Record<string, unknown>) {
  const res = await api('POST', '/api/reservations/book', { body: bookingBody(body) });
  expect(res.status).toBe(201);
  const id: string = res.json.reservation._id;
  expect(
    (
      await api('POST', '/api/reservations/update-status', {
        token: admin,
        body: { reservationId: id, status: 'confirmed' },
      })
    ).status,
  ).toBe(200);
  return id;
}

async function order(
  customerName: string,
  customerEmail: string,
  reservationId: string,
  menuItemId: string,
  status: 'paid' | 'pending',
) {
  const res = await api('POST', '/api/orders/place', {
    token: admin,
    body: { customerName, customerEmail, reservationId, status, items: [{ menuItemId, quantity: 2 }] },
  });
  expect(res.status).toBe(201);
  return res.json.order._id as string;
}

/** Everything of Arun's, as D1 holds it: it must come through Meera's erasure unchanged. */
const arunsRows = async () => ({
  reservations: await rows("SELECT * FROM reservations WHERE email = 'arun@example.com'"),
  orders: await rows("SELECT * FROM orders WHERE customer_email = 'arun@example.com'"),
  lines: await rows('SELECT * FROM order_lines WHERE order_id = ?', ids.arunOrder),
  emails: await rows(
    'SELECT id, kind, recipient, text_body FROM email_outbox WHERE recipient = ? OR reservation_id = ? ORDER BY id',
    'arun@example.com',
    ids.arunBooking,
  ),
  notes: await rows("SELECT * FROM guest_notes WHERE guest_key = 'arun@example.com'"),
});

/**
 * Meera's traces, made the way the site makes them: a booking (with the guest's and the staff's
 * emails and a confirmation), an older cancelled booking, a paid and a pending order, a mistyped
 * sign-in with her address. Arun, another guest, has a booking and a paid order.
 */
beforeEach(async () => {
  await clearTables();
  const dish = await insertMenuItem({ name: 'Masala Dosa', priceCents: 1250 });
  const booking = await book(MEERA);
  await insertReservation({
    id: 'old',
    name: 'Meera Pillai',
    email: ADDRESS,
    phone: MEERA.phone,
    date: '2026-01-05',
    status: 'cancelled',
  });
  const paid = await order('Meera Pillai', 'meera@EXAMPLE.com', booking, dish.id, 'paid');
  const pending = await order('Meera Pillai', ADDRESS, booking, dish.id, 'pending');
  expect(
    (await api('POST', '/api/auth/login', { body: { email: 'MEERA@example.com', password: 'not-the-password' } }))
      .status,
  ).toBe(401);
  const arunBooking = await book({
    name: 'Arun Nair',
    email: 'arun@example.com',
    phone: '+49 30 1112223',
    time: '20:00',
    specialRequests: '',
  });
  const arunOrder = await order('Arun Nair', 'arun@example.com', arunBooking, dish.id, 'paid');
  // The staff's notes about both guests (the Guests page), keyed by their addresses.
  for (const [key, notes] of [
    [ADDRESS, 'Peanut allergy, sits by the window'],
    ['arun@example.com', 'Prefers filter coffee'],
  ]) {
    expect(
      (await api('PUT', `/api/guests/${encodeURIComponent(key)}/notes`, { token: admin, body: { notes } })).status,
    ).toBe(200);
  }
  ids = { booking, paid, pending, arunBooking, arunOrder };
});

describe('DELETE /api/user-data/request?token= (a deletion link)', () => {
  it('leaves no trace of the guest in any column of any table, any case, and nothing of another guest changes', async () => {
    const token = await requestDataLink(ADDRESS, 'deletion');
    // The search finds what is there, so an empty result after the erasure means something.
    expect(await placesHolding(ADDRESS)).toEqual(
      expect.arrayContaining([
        'reservations.email (2)',
        'orders.customer_email (2)',
        'login_failures.account (1)',
        'guest_notes.guest_key (1)',
        expect.stringMatching(/^email_outbox\.recipient \(\d\)$/),
        expect.stringMatching(/^email_outbox\.text_body \(\d\)$/),
      ]),
    );
    expect(await placesHolding(MEERA.phone)).toContain('email_outbox.text_body (1)'); // the staff's new-booking email
    expect(await placesHolding('sits by the window')).toEqual(['guest_notes.notes (1)']);
    const arun = await arunsRows();

    const res = await api('DELETE', tokenQuery(token));
    expect(res.status).toBe(200);
    // booking-received, booking-confirmed, the data request to her; booking-new-staff about her booking.
    expect(res.json).toEqual({
      message: M.deleted(2, 1, 1),
      reservationsDeleted: 2,
      ordersDeleted: 1,
      ordersAnonymised: 1,
      emailsDeleted: 4,
    });
    expect(res.json.message).toMatch(
      /^Deleted 2 reservations and 1 order.*; 1 paid order.* kept without your name and email/,
    );
    for (const trace of [ADDRESS, MEERA.name, 'Pillai', MEERA.phone, 'Peanut allergy', 'sits by the window'])
      expect(await placesHolding(trace), trace).toEqual([]);
    expect(await arunsRows()).toEqual(arun);
    expect(await rows("SELECT kind FROM email_outbox WHERE recipient = 'hello@kovalam.example'")).toEqual([
      { kind: 'booking-new-staff' },
    ]);
    // The throttle still counts the attempt; it just no longer names her.
    expect(await rows('SELECT account FROM login_failures')).toEqual([{ account: '' }]);
  });

  it("keeps the paid order's items, amount, status and date without name and email; the pending order goes with its lines", async () => {
    const paidBefore = await rows('SELECT * FROM orders WHERE id = ?', ids.paid);
    const linesBefore = await rows('SELECT * FROM order_lines WHERE order_id = ?', ids.paid);
    expect(paidBefore).toEqual([
      expect.objectContaining({ total_cents: 2500, status: 'paid', customer_name: 'Meera Pillai' }),
    ]);
    expect((await api('DELETE', tokenQuery(await requestDataLink(ADDRESS, 'deletion')))).status).toBe(200);
    expect(await rows('SELECT * FROM orders WHERE id = ?', ids.paid)).toEqual([
      { ...paidBefore[0], customer_name: '', customer_email: '', updated_at: expect.any(Number) },
    ]);
    expect(await rows('SELECT * FROM order_lines WHERE order_id = ?', ids.paid)).toEqual(linesBefore);
    expect(linesBefore).toEqual([
      expect.objectContaining({ name: 'Masala Dosa', unit_price_cents: 1250, quantity: 2 }),
    ]);
    expect(await rows('SELECT id FROM orders WHERE id = ?', ids.pending)).toEqual([]);
    expect(await rows('SELECT * FROM order_lines WHERE order_id = ?', ids.pending)).toEqual([]);
    // What the back office's order list shows for it now.
    const listed = await api('GET', `/api/orders/${ids.paid}`, { token: admin });
    expect(listed.json).toMatchObject({ customerName: '', customerEmail: '', totalAmount: 2500, status: 'paid' });
  });

  it('spends the link in the same batch: used again it is 410 and changes nothing, for DELETE and GET', async () => {
    const token = await requestDataLink(ADDRESS, 'deletion');
    const check = await verifyGuestToken(env.JWT_SECRET, 'data-deletion', token, new Date());
    expect((await api('DELETE', tokenQuery(token))).status).toBe(200);
    expect(await rows('SELECT jti, expires_at FROM used_tokens')).toEqual([
      { jti: check.ok && check.token.id, expires_at: check.ok && check.token.expiresAt },
    ]);
    const after = await fingerprint();
    expect(await api('DELETE', tokenQuery(token))).toMatchObject({ status: 410, json: GONE });
    expect(await api('GET', tokenQuery(token))).toMatchObject({ status: 410, json: GONE });
    expect(await fingerprint()).toEqual(after);
    // A new link finds nothing left.
    expect(await api('GET', tokenQuery(await requestDataLink(ADDRESS, 'access')))).toMatchObject({
      status: 404,
      json: NOT_FOUND,
    });
    expect(await api('DELETE', tokenQuery(await requestDataLink(ADDRESS, 'deletion')))).toMatchObject({
      status: 404,
      json: NOT_FOUND,
    });
  });

  it('two clicks at once: one erases, the other is 410', async () => {
    const token = await requestDataLink(ADDRESS, 'deletion');
    const answers = await Promise.all([api('DELETE', tokenQuery(token)), api('DELETE', tokenQuery(token))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.status === 200)!.json.reservationsDeleted).toBe(2);
    expect(await rows('SELECT count(*) AS n FROM used_tokens')).toEqual([{ n: 1 }]);
  });

  it('401 for an access link (it may only read), erasing nothing and not spending it', async () => {
    const token = await requestDataLink(ADDRESS, 'access');
    const before = await fingerprint();
    expect(await api('DELETE', tokenQuery(token))).toMatchObject({ status: 401, json: { error: M.invalidLink } });
    expect(await fingerprint()).toEqual(before);
    expect((await api('GET', tokenQuery(token))).status).toBe(200);
  });

  it('404 for an address without data, touching nobody else', async () => {
    const token = await requestDataLink('nobody@example.com', 'deletion');
    const arun = await arunsRows();
    expect(await api('DELETE', tokenQuery(token))).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await rows('SELECT count(*) AS n FROM reservations')).toEqual([{ n: 3 }]);
    expect(await arunsRows()).toEqual(arun);
    // A 4xx writes nothing: the link is not spent, and its own email stays in the outbox.
    expect(await rows('SELECT count(*) AS n FROM used_tokens')).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM email_outbox WHERE recipient = 'nobody@example.com'")).toEqual([
      { n: 1 },
    ]);
    expect(await api('DELETE', tokenQuery(token))).toMatchObject({ status: 404, json: NOT_FOUND });
  });
});

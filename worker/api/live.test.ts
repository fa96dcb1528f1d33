import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertReservation, login } from '../test/helpers';
import { createStaff, signInAs } from '../test/staff';

/** A staff screen's socket, opened through the real Worker with the session cookie, as a browser does. */
async function openLiveSocket(token: string) {
  const res = await exports.default.fetch('https://kovalam.test/api/live', {
    headers: { Upgrade: 'websocket', Cookie: `authToken=${token}`, 'cf-connecting-ip': '10.99.0.1' },
  });
  const socket = res.webSocket;
  if (res.status !== 101 || !socket) throw new Error(`no upgrade: ${res.status} ${await res.text()}`);
  socket.accept();
  const messages: unknown[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
  return { socket, messages, closed };
}

/** Waits (up to two seconds, the promise) for a message the test expects. */
async function nextMessage(messages: unknown[], timeoutMs = 2000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  while (messages.length === 0) {
    if (Date.now() > until) throw new Error('no live message within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return messages.shift() as Record<string, unknown>;
}

const closedWithin = (closed: Promise<number>) =>
  Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 2000))]);

beforeEach(clearTables);

describe('GET /api/live', () => {
  it('refuses a caller without a session with 401 JSON, and a request without an upgrade with 426', async () => {
    const anonymous = await api('GET', '/api/live', { headers: { Upgrade: 'websocket' } });
    expect(anonymous).toMatchObject({ status: 401, json: { error: 'Authentication required' } });
    const plain = await api('GET', '/api/live', { token: await login() });
    expect(plain.status).toBe(426);
  });

  it('brings a guest’s online booking to a connected staff screen, with ids, the day and the topic only', async () => {
    const screen = await openLiveSocket(await login());
    const date = berlinDay(44);
    const booked = await api('POST', '/api/reservations/book', { body: bookingBody({ date }) });
    expect(booked.status).toBe(201);
    const message = await nextMessage(screen.messages);
    expect(message).toEqual({ type: 'changed', topic: 'reservations', date, ids: [booked.json.reservation._id] });
    // Nothing personal crosses the socket: not the name, the email or the phone, under any field.
    const text = JSON.stringify(message);
    for (const personal of ['Anjali', 'anjali@example.com', '1234567', 'Window seat', 'Birthday'])
      expect(text).not.toContain(personal);
    screen.socket.close(1000);
  });

  it('names the booking a staff member seats, for every other screen', async () => {
    const token = await login();
    const screen = await openLiveSocket(token);
    const date = berlinDay(0);
    const booking = await insertReservation({ date, status: 'confirmed' });
    const seated = await api('POST', '/api/reservations/update-status', {
      token,
      body: { reservationId: booking.id, status: 'seated' },
    });
    expect(seated.status, JSON.stringify(seated.json)).toBe(200);
    expect(await nextMessage(screen.messages)).toEqual({
      type: 'changed',
      topic: 'reservations',
      date,
      ids: [booking.id],
    });
    screen.socket.close(1000);
  });

  it('says nothing after a refused write', async () => {
    const screen = await openLiveSocket(await login());
    const refused = await api('POST', '/api/reservations/book', { body: bookingBody({ date: berlinDay(-3) }) });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.messages).toEqual([]);
    screen.socket.close(1000);
  });

  it('closes the socket of a session that signs out, and leaves another session’s open', async () => {
    const phone = await login();
    const laptop = await login();
    const phoneScreen = await openLiveSocket(phone);
    const laptopScreen = await openLiveSocket(laptop);
    expect((await api('POST', '/api/auth/logout', { token: phone })).status).toBe(200);
    expect(await closedWithin(phoneScreen.closed)).toBe(4401);
    expect(await closedWithin(laptopScreen.closed)).toBe('still open');
    // And a signed-out session cannot open a new one.
    expect((await api('GET', '/api/live', { token: phone, headers: { Upgrade: 'websocket' } })).status).toBe(401);
    laptopScreen.socket.close(1000);
  });

  it('closes every socket of an account the owner deactivates', async () => {
    const waiter = await createStaff();
    const screen = await openLiveSocket(await signInAs(waiter));
    const patched = await api('PATCH', `/api/staff/${waiter.id}`, { token: await login(), body: { active: false } });
    expect(patched.status).toBe(200);
    expect(await closedWithin(screen.closed)).toBe(4401);
  });
});

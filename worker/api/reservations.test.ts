import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  berlinDay,
  bookingBody,
  clearTables,
  count,
  insertReservation,
  insertScheduleDay,
  login,
  rows,
} from '../test/helpers';
import { DEFAULT_SLOT_CAPACITY } from '../../shared/constants';

const SAME_DAY = 'Same-day reservations are taken by phone only. Please call us.';
const CLOSED = "We're closed on this date";
const UNKNOWN_SLOT = 'We do not take reservations at this time on this date';
const FULL = 'This time slot is fully booked';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

const book = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/reservations/book', { body, headers });
const check = (date: string, time: string) =>
  api('GET', `/api/schedule/check-availability?date=${date}&time=${time}&guests=2`);
const reservationCount = () => count('SELECT count(*) AS n FROM reservations');

describe('POST /api/reservations/book', () => {
  it('books a default slot on a day without a schedule: 201, pending, stored as sent', async () => {
    const body = bookingBody({ date: berlinDay(2), time: '18:00' });
    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(
      "Your reservation request has been submitted successfully! We'll confirm your reservation shortly.",
    );
    expect(res.json.reservation).toMatchObject({ _id: expect.any(String), ...body, status: 'pending' });
    const [row] = await rows<any>('SELECT * FROM reservations');
    expect(row).toMatchObject({
      id: res.json.reservation._id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      date: body.date,
      time: '18:00',
      guests: 2,
      occasion: 'Birthday',
      special_requests: 'Window seat',
      status: 'pending',
    });
    expect(Math.abs(row.created_at - Date.now())).toBeLessThan(60_000);
  });

  it.each(['18:00', '23:30'])('offers the default slot %s when there is no schedule record', async (time) => {
    expect((await check(berlinDay(3), time)).json).toEqual({ available: true, reason: '' });
    expect((await book(bookingBody({ date: berlinDay(3), time }))).status).toBe(201);
  });

  it.each(['17:30', '18:15', '00:00'])(
    'refuses %s on a day without a schedule record (not a default slot): 409',
    async (time) => {
      const res = await book(bookingBody({ date: berlinDay(3), time }));
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({
        error: UNKNOWN_SLOT,
        reason: UNKNOWN_SLOT,
        message: `Sorry, this time slot is not available: ${UNKNOWN_SLOT}`,
      });
      expect((await check(berlinDay(3), time)).json).toEqual({ available: false, reason: UNKNOWN_SLOT });
      expect(await reservationCount()).toBe(0);
    },
  );

  it('refuses today with 409: same-day bookings are by phone', async () => {
    const res = await book(bookingBody({ date: berlinDay(0) }));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: SAME_DAY, reason: SAME_DAY });
    expect((await check(berlinDay(0), '19:00')).json).toEqual({ available: false, reason: SAME_DAY });
    expect(await reservationCount()).toBe(0);
  });

  it('refuses yesterday with 400 Date cannot be in the past, naming date', async () => {
    const res = await book(bookingBody({ date: berlinDay(-1) }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ date: 'Date cannot be in the past' });
    expect(res.json.message).toBe('Date cannot be in the past');
    expect((await check(berlinDay(-1), '19:00')).json).toEqual({
      available: false,
      reason: 'Date cannot be in the past',
    });
    expect(await reservationCount()).toBe(0);
  });

  it('refuses a closed day with 409 and the reason; check-availability agrees', async () => {
    const date = berlinDay(4);
    await insertScheduleDay(date, false);
    const res = await book(bookingBody({ date }));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      error: CLOSED,
      reason: CLOSED,
      message: `Sorry, this time slot is not available: ${CLOSED}`,
    });
    expect((await check(date, '19:00')).json).toEqual({ available: false, reason: CLOSED });
    expect(await reservationCount()).toBe(0);
  });

  it('refuses a time the day’s schedule does not list, and a disabled slot, with 409', async () => {
    const date = berlinDay(4);
    await insertScheduleDay(date, true, [
      { time: '19:00', maxReservations: 3 },
      { time: '20:00', maxReservations: 3, available: false },
    ]);
    const unknown = await book(bookingBody({ date, time: '18:00' }));
    expect(unknown.status).toBe(409);
    expect(unknown.json.reason).toBe(UNKNOWN_SLOT);
    expect((await check(date, '18:00')).json).toEqual({ available: false, reason: UNKNOWN_SLOT });

    const disabled = await book(bookingBody({ date, time: '20:00' }));
    expect(disabled.status).toBe(409);
    expect((await check(date, '20:00')).json).toEqual({ available: false, reason: disabled.json.reason });
    expect(disabled.json.reason).toBe('This time slot is not open for reservations');
    expect(await reservationCount()).toBe(0);
  });

  it('fills a slot to its capacity, then answers 409 fully booked; cancelled ones free a place', async () => {
    const date = berlinDay(5);
    await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 2 }]);
    await insertReservation({ date, time: '19:00', status: 'confirmed' });
    await insertReservation({ date, time: '19:00', status: 'cancelled' });
    expect((await check(date, '19:00')).json).toEqual({ available: true, reason: '' });
    expect((await book(bookingBody({ date }))).status).toBe(201);

    const full = await book(bookingBody({ date }));
    expect(full.status).toBe(409);
    expect(full.json).toMatchObject({ error: FULL, reason: FULL });
    expect((await check(date, '19:00')).json).toEqual({ available: false, reason: FULL });
    expect(await count("SELECT count(*) AS n FROM reservations WHERE status != 'cancelled'")).toBe(2);
  });

  it('never overfills a slot under 40 concurrent bookings', async () => {
    const date = berlinDay(6);
    const capacity = 5;
    await insertScheduleDay(date, true, [{ time: '20:00', maxReservations: capacity }]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => book(bookingBody({ date, time: '20:00', email: `guest${i}@example.com` }))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(capacity);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(40 - capacity);
    for (const r of refused) expect(r).toMatchObject({ status: 409, json: { reason: FULL } });
    expect(await count('SELECT count(*) AS n FROM reservations WHERE date = ? AND time = ?', date, '20:00')).toBe(
      capacity,
    );
  });

  it('never overfills a default slot either (capacity from the constant)', async () => {
    const date = berlinDay(6);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book(bookingBody({ date, time: '21:00', email: `g${i}@example.com` }))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(DEFAULT_SLOT_CAPACITY);
    expect(await reservationCount()).toBe(DEFAULT_SLOT_CAPACITY);
  });

  it('answers the same Idempotency-Key twice with one row and the same answer', async () => {
    const body = bookingBody();
    const first = await book(body, { 'Idempotency-Key': 'key-abc-1' });
    const second = await book(body, { 'Idempotency-Key': 'key-abc-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await reservationCount()).toBe(1);

    // A different key is a different booking.
    expect((await book(body, { 'Idempotency-Key': 'key-abc-2' })).status).toBe(201);
    expect(await reservationCount()).toBe(2);
  });

  it('books once when the same key arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book(bookingBody(), { 'Idempotency-Key': 'double-click' })),
    );
    expect(await reservationCount()).toBe(1);
    const booked = answers.filter((a) => a.status === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    for (const a of booked) expect(a.json).toEqual(booked[0].json);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.status).toBe(409);
    // Afterwards the key replays the one booking.
    expect((await book(bookingBody(), { 'Idempotency-Key': 'double-click' })).json).toEqual(booked[0].json);
  });

  it('replays a refusal under the same key too, without booking', async () => {
    const date = berlinDay(4);
    await insertScheduleDay(date, false);
    const first = await book(bookingBody({ date }), { 'Idempotency-Key': 'closed-key' });
    const second = await book(bookingBody({ date }), { 'Idempotency-Key': 'closed-key' });
    expect([first.status, second.status]).toEqual([409, 409]);
    expect(second.json).toEqual(first.json);
    expect(await reservationCount()).toBe(0);
  });

  it.each([
    [{}, ['name', 'email', 'phone', 'date', 'time', 'guests']],
    [{ name: 'A' }, ['name']],
    [{ name: 'x'.repeat(51) }, ['name']],
    [{ email: 'anjali@' }, ['email']],
    [{ phone: '12ab' }, ['phone']],
    [{ phone: '1234567890123456' }, ['phone']],
    [{ date: '2027-02-29' }, ['date']],
    [{ time: '7:00' }, ['time']],
    [{ time: '24:00' }, ['time']],
    [{ guests: 0 }, ['guests']],
    [{ guests: 21 }, ['guests']],
    [{ guests: 2.5 }, ['guests']],
    [{ occasion: 'x'.repeat(51) }, ['occasion']],
    [{ specialRequests: 'x'.repeat(501) }, ['specialRequests']],
  ])('answers %j with 400 naming the fields', async (patch, fields) => {
    const body = Object.keys(patch).length ? bookingBody(patch) : {};
    const res = await book(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual([...fields].sort());
    expect(await reservationCount()).toBe(0);
  });

  it('uses the spec’s exact messages', async () => {
    const res = await book({});
    expect(res.json.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      date: 'Date is required',
      time: 'Time is required',
      guests: 'Number of guests is required',
    });
    const limits = await book(
      bookingBody({
        name: 'A',
        phone: 'abc',
        time: '7pm',
        guests: 21,
        occasion: 'x'.repeat(51),
        specialRequests: 'y'.repeat(501),
      }),
    );
    expect(limits.json.fields).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Invalid phone format',
      time: 'Invalid time format (HH:MM)',
      guests: 'For parties over 20, please contact us directly',
      occasion: 'Occasion cannot exceed 50 characters',
      specialRequests: 'Special requests cannot exceed 500 characters',
    });
    expect((await book(bookingBody({ guests: 0, email: 'x' }))).json.fields).toEqual({
      guests: 'At least 1 guest is required',
      email: 'Invalid email address',
    });
    expect((await book(bookingBody({ name: 'n'.repeat(51) }))).json.fields).toEqual({
      name: 'Name cannot exceed 50 characters',
    });
  });

  it('accepts 11 guests ("more than 10") and 20', async () => {
    expect((await book(bookingBody({ guests: 11 }))).status).toBe(201);
    expect((await book(bookingBody({ guests: 20 }))).status).toBe(201);
  });
});

describe('GET /api/schedule/check-availability', () => {
  it('answers 400 naming the fields for a bad query', async () => {
    const res = await api('GET', '/api/schedule/check-availability?date=tomorrow&time=7pm&guests=0');
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(['date', 'guests', 'time']);
  });
});

describe('POST /api/reservations/update-status', () => {
  const move = (reservationId: string, status: string) =>
    api('POST', '/api/reservations/update-status', { token, body: { reservationId, status } });

  it.each([
    ['pending', 'confirmed', 200],
    ['pending', 'cancelled', 200],
    ['confirmed', 'cancelled', 200],
    ['pending', 'pending', 400],
    ['confirmed', 'pending', 400],
    ['confirmed', 'confirmed', 400],
    ['cancelled', 'pending', 400],
    ['cancelled', 'confirmed', 400],
    ['cancelled', 'cancelled', 400],
  ] as const)('%s → %s answers %i', async (from, to, expected) => {
    const r = await insertReservation({ status: from });
    const res = await move(r.id, to);
    expect(res.status).toBe(expected);
    const [row] = await rows<{ status: string }>('SELECT status FROM reservations WHERE id = ?', r.id);
    if (expected === 200) {
      expect(res.json.reservation).toMatchObject({ _id: r.id, status: to });
      expect(row.status).toBe(to);
    } else {
      expect(typeof res.json.error).toBe('string');
      expect(row.status).toBe(from);
    }
  });

  it('answers an unknown id with 404 {error}', async () => {
    const res = await move('no-such-reservation', 'confirmed');
    expect(res.status).toBe(404);
    expect(typeof res.json.error).toBe('string');
  });

  it('answers an invalid status with 400 naming status', async () => {
    const r = await insertReservation();
    const res = await move(r.id, 'delivered');
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(['status']);
  });
});

describe('GET /api/reservations/all', () => {
  const HOUR = 3_600_000;

  it('lists reservations made in the last N hours in status S, newest first', async () => {
    const t = Date.now();
    const newest = await insertReservation({ status: 'pending', createdAt: t - 1 * HOUR });
    const older = await insertReservation({ status: 'pending', createdAt: t - 20 * HOUR });
    await insertReservation({ status: 'pending', createdAt: t - 30 * HOUR });
    await insertReservation({ status: 'confirmed', createdAt: t - 2 * HOUR });

    const res = await api('GET', '/api/reservations/all?lastNumHours=24&status=pending', { token });
    expect(res.status).toBe(200);
    expect(res.json.map((r: any) => r._id)).toEqual([newest.id, older.id]);
    expect(res.json[0]).toMatchObject({
      name: newest.name,
      email: newest.email,
      date: newest.date,
      time: newest.time,
      guests: 2,
      status: 'pending',
    });

    const week = await api('GET', '/api/reservations/all?lastNumHours=168&status=pending', { token });
    expect(week.json).toHaveLength(3);
    const confirmed = await api('GET', '/api/reservations/all?lastNumHours=24&status=confirmed', { token });
    expect(confirmed.json.map((r: any) => r.status)).toEqual(['confirmed']);
  });

  it('filters by when a reservation was made, not by the booked date', async () => {
    await insertReservation({ date: berlinDay(1), createdAt: Date.now() - 72 * HOUR });
    const recent = await insertReservation({ date: berlinDay(30), createdAt: Date.now() - HOUR });
    const res = await api('GET', '/api/reservations/all?lastNumHours=48', { token });
    expect(res.json.map((r: any) => r._id)).toEqual([recent.id]);
  });

  it('without a status lists every status; without hours uses 48', async () => {
    const t = Date.now();
    await insertReservation({ status: 'pending', createdAt: t - HOUR });
    await insertReservation({ status: 'confirmed', createdAt: t - 2 * HOUR });
    await insertReservation({ status: 'cancelled', createdAt: t - 3 * HOUR });
    await insertReservation({ status: 'pending', createdAt: t - 49 * HOUR });
    const res = await api('GET', '/api/reservations/all', { token });
    expect(res.json.map((r: any) => r.status)).toEqual(['pending', 'confirmed', 'cancelled']);
  });

  it.each(['lastNumHours=0', 'lastNumHours=abc', 'lastNumHours=1.5', 'status=delivered'])(
    'answers ?%s with 400 naming the field',
    async (query) => {
      const res = await api('GET', `/api/reservations/all?${query}`, { token });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.fields)).toEqual([query.split('=')[0]]);
    },
  );
});

describe('DELETE /api/reservations/delete', () => {
  // Now: 2027-06-15 12:00 in Berlin (CEST).
  const NOW = new Date('2027-06-15T10:00:00Z');

  it('deletes only reservations booked more than N hours ago, never upcoming ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const admin = await login();
    const gone = [
      await insertReservation({ date: '2027-06-15', time: '09:59' }),
      await insertReservation({ date: '2027-06-14', time: '23:30', status: 'confirmed' }),
      await insertReservation({ date: '2026-12-31', time: '19:00', status: 'cancelled' }),
    ];
    const kept = [
      await insertReservation({ date: '2027-06-15', time: '10:00' }), // exactly 2 hours ago
      await insertReservation({ date: '2027-06-15', time: '11:30' }), // past, but within 2 hours
      await insertReservation({ date: '2027-06-15', time: '19:00' }), // later today
      await insertReservation({ date: '2027-06-16', time: '09:00' }), // upcoming
    ];
    const res = await api('DELETE', '/api/reservations/delete?hours=2', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.deletedCount).toBe(gone.length);
    expect(typeof res.json.message).toBe('string');
    expect((await rows<{ id: string }>('SELECT id FROM reservations ORDER BY date, time')).map((r) => r.id)).toEqual(
      kept.map((r) => r.id),
    );
  });

  it('with a very large N deletes the old ones only; upcoming ones stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const admin = await login();
    await insertReservation({ date: '2027-06-10', time: '19:00' });
    const upcoming = await insertReservation({ date: '2027-06-20', time: '19:00' });
    const res = await api('DELETE', '/api/reservations/delete?hours=48', { token: admin });
    expect(res.json.deletedCount).toBe(1);
    expect((await rows<{ id: string }>('SELECT id FROM reservations')).map((r) => r.id)).toEqual([upcoming.id]);
    const none = await api('DELETE', '/api/reservations/delete?hours=1', { token: admin });
    expect(none.json.deletedCount).toBe(0);
  });

  it('keeps the orders of deleted reservations (they are the accounts)', async () => {
    const r = await insertReservation({ date: berlinDay(-10), status: 'confirmed' });
    await rows(
      `INSERT INTO orders (id, customer_name, customer_email, reservation_id, total_cents, status) VALUES ('o1', 'Ravi', 'ravi@example.com', ?, 1000, 'paid')`,
      r.id,
    );
    const res = await api('DELETE', '/api/reservations/delete?hours=48', { token });
    expect(res.json.deletedCount).toBe(1);
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(1);
  });

  it.each(['', '?hours=0', '?hours=-3', '?hours=1.5', '?hours=abc', '?hours='])(
    'answers %s with 400 naming hours, deleting nothing',
    async (query) => {
      await insertReservation({ date: berlinDay(-10) });
      const res = await api('DELETE', `/api/reservations/delete${query}`, { token });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.fields)).toEqual(['hours']);
      expect(await reservationCount()).toBe(1);
    },
  );
});

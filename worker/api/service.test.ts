import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, insertScheduleDay, login, rows } from '../test/helpers';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const FULL = (held: number, capacity: number) =>
  `This slot is full (${held} of ${capacity} booked). Confirm "over capacity" to book anyway.`;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Phone',
  phone: '+49 30 7654321',
  date: berlinDay(3),
  time: '19:00',
  guests: 4,
  source: 'phone',
  ...overrides,
});
const staffBook = (b: Record<string, unknown>) => api('POST', '/api/reservations/staff-book', { token, body: b });
const audits = (id: string) =>
  rows<{ action: string; actor_id: string; detail: string }>(
    'SELECT action, actor_id, detail FROM audit_log WHERE target_id = ? ORDER BY id',
    id,
  );
const outbox = (id: string) =>
  rows<{ kind: string; recipient: string; subject: string }>(
    'SELECT kind, recipient, subject FROM email_outbox WHERE reservation_id = ? ORDER BY created_at',
    id,
  );

describe('POST /api/reservations/staff-book', () => {
  it('books a phone call confirmed at once, with no email when the guest gave none, and audits it without guest data', async () => {
    const res = await staffBook(body({ specialRequests: 'Nut allergy' }));
    expect(res.status).toBe(201);
    expect(res.json.reservation).toMatchObject({
      status: 'confirmed',
      source: 'phone',
      email: '',
      overCapacity: false,
      language: 'en',
    });
    const id = res.json.reservation._id;
    expect(await outbox(id)).toEqual([]);
    const [entry] = await audits(id);
    expect(entry.action).toBe('reservation.created');
    expect(entry.actor_id).toBeTruthy();
    expect(JSON.parse(entry.detail)).toEqual({ date: berlinDay(3), time: '19:00', guests: 4, source: 'phone' });
  });

  it('takes a walk-in today, also for a slot that already started (00:00), and emails a German guest in German', async () => {
    await insertScheduleDay(berlinDay(0), true, [{ time: '00:00', maxReservations: 2 }]);
    const res = await staffBook(
      body({ date: berlinDay(0), time: '00:00', source: 'walk-in', email: 'gast@example.com', language: 'de' }),
    );
    expect(res.status).toBe(201);
    const [email] = await outbox(res.json.reservation._id);
    expect(email).toMatchObject({ kind: 'booking-confirmed', recipient: 'gast@example.com' });
    expect(email.subject).toContain('ist bestätigt');
  });

  it('refuses a full slot with the held and capacity, then books it over capacity when staff confirm, and says so in the audit', async () => {
    await insertScheduleDay(berlinDay(4), true, [{ time: '20:00', maxReservations: 2 }]);
    await insertReservation({ date: berlinDay(4), time: '20:00', status: 'confirmed' });
    await insertReservation({ date: berlinDay(4), time: '20:00', status: 'seated' as never });
    const full = await staffBook(body({ date: berlinDay(4), time: '20:00' }));
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ error: FULL(2, 2), full: true, held: 2, capacity: 2 });

    const over = await staffBook(body({ date: berlinDay(4), time: '20:00', overCapacity: true }));
    expect(over.status).toBe(201);
    expect(over.json.reservation.overCapacity).toBe(true);
    const [entry] = await audits(over.json.reservation._id);
    expect(JSON.parse(entry.detail)).toMatchObject({ overCapacity: true, source: 'phone' });
  });

  it.each([
    ['a closed day', () => insertScheduleDay(berlinDay(5), false), '19:00', "We're closed on this date"],
    [
      'a disabled slot',
      () => insertScheduleDay(berlinDay(5), true, [{ time: '19:00', maxReservations: 4, available: false }]),
      '19:00',
      'This time slot is not open for reservations',
    ],
    [
      'a time that is not a slot',
      async () => undefined,
      '19:10',
      'We do not take reservations at this time on this date',
    ],
  ])('refuses %s with 409 even over capacity', async (_, setUp, time, error) => {
    await setUp();
    const res = await staffBook(body({ date: berlinDay(5), time, overCapacity: true }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error });
    expect(await rows('SELECT id FROM reservations')).toEqual([]);
  });

  it.each([
    [{ date: berlinDay(-1) }, 'date', 'Date cannot be in the past'],
    [{ source: 'online' }, 'source', 'Choose whether the booking came by phone or is a walk-in'],
    [{ guests: 21 }, 'guests', 'For parties over 20, please contact us directly'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])('answers %o with 400 naming the field', async (overrides, field, message) => {
    const res = await staffBook(body(overrides));
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toBe(message);
  });

  it('is for signed-in staff only', async () => {
    expect((await api('POST', '/api/reservations/staff-book', { body: body() })).status).toBe(401);
    expect((await api('GET', `/api/reservations/day?date=${berlinDay(1)}`)).status).toBe(401);
    expect((await api('PATCH', '/api/reservations/x', { body: { guests: 2 } })).status).toBe(401);
  });
});

describe('GET /api/reservations/day', () => {
  it('lists the default slots of a day without a record, with every booking of the date in time order', async () => {
    const date = berlinDay(6);
    await insertReservation({ date, time: '20:00', name: 'Later', createdAt: 1 });
    await insertReservation({ date, time: '18:00', name: 'Second', createdAt: 3, status: 'cancelled' });
    await insertReservation({ date, time: '18:00', name: 'First', createdAt: 2, guests: 5 });
    const res = await api('GET', `/api/reservations/day?date=${date}`, { token });
    expect(res.json).toMatchObject({ date, isOpen: true, specialNote: '' });
    expect(res.json.slots).toHaveLength(12);
    expect(res.json.slots[0]).toEqual({ time: '18:00', capacity: 6, available: true, held: 1, covers: 5 });
    expect(res.json.reservations.map((r: { name: string }) => r.name)).toEqual(['First', 'Second', 'Later']);
  });

  it('answers 400 for a malformed date', async () => {
    const res = await api('GET', '/api/reservations/day?date=24.11.2026', { token });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ date: 'date must be yyyy-MM-dd' });
  });
});

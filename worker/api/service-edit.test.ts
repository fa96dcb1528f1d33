import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, insertScheduleDay, login, rows } from '../test/helpers';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const edit = (id: string, body: Record<string, unknown>) => api('PATCH', `/api/reservations/${id}`, { token, body });
const audits = (id: string) =>
  rows<{ action: string; detail: string }>('SELECT action, detail FROM audit_log WHERE target_id = ? ORDER BY id', id);
const outbox = (id: string) =>
  rows<{ kind: string; subject: string; text_body: string }>(
    'SELECT kind, subject, text_body FROM email_outbox WHERE reservation_id = ?',
    id,
  );

describe('PATCH /api/reservations/:id', () => {
  it('moves a booking to a slot with room, audits the fields without the note, and emails the guest the change', async () => {
    const row = await insertReservation({ date: berlinDay(3), time: '19:00', status: 'confirmed' });
    const res = await edit(row.id, { time: '20:30', guests: 5, specialRequests: 'Peanut allergy, table 4' });
    expect(res.status).toBe(200);
    expect(res.json.reservation).toMatchObject({
      time: '20:30',
      guests: 5,
      specialRequests: 'Peanut allergy, table 4',
      status: 'confirmed',
    });
    const [entry] = await audits(row.id);
    expect(entry.action).toBe('reservation.edited');
    expect(JSON.parse(entry.detail)).toEqual({
      changed: ['time', 'guests', 'specialRequests'],
      from: { date: berlinDay(3), time: '19:00', guests: 2 },
      to: { date: berlinDay(3), time: '20:30', guests: 5 },
    });
    expect(entry.detail).not.toContain('Peanut');
    const [email] = await outbox(row.id);
    expect(email.kind).toBe('booking-changed');
    expect(email.subject).toContain('has changed');
    expect(email.text_body).toContain('20:30');
  });

  it('changing only the note sends no email', async () => {
    const row = await insertReservation({ status: 'seated' as never });
    expect((await edit(row.id, { specialRequests: 'High chair' })).status).toBe(200);
    expect(await outbox(row.id)).toEqual([]);
  });

  it('refuses a move into a full slot (counting the others), then moves it over capacity when staff confirm', async () => {
    const date = berlinDay(4);
    await insertScheduleDay(date, true, [
      { time: '19:00', maxReservations: 1 },
      { time: '21:00', maxReservations: 1 },
    ]);
    const mine = await insertReservation({ date, time: '19:00', status: 'confirmed' });
    await insertReservation({ date, time: '21:00', status: 'pending' });
    const full = await edit(mine.id, { time: '21:00' });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({
      error: 'This slot is full (1 of 1 booked). Confirm "over capacity" to book anyway.',
      full: true,
      held: 1,
      capacity: 1,
    });
    expect((await rows<{ time: string }>('SELECT time FROM reservations WHERE id = ?', mine.id))[0].time).toBe('19:00');
    expect(await audits(mine.id)).toEqual([]);

    const over = await edit(mine.id, { time: '21:00', overCapacity: true });
    expect(over.status).toBe(200);
    expect(over.json.reservation).toMatchObject({ time: '21:00', overCapacity: true });
    // Its own place does not count against it: changing the party size in a full slot is fine.
    expect((await edit(mine.id, { guests: 6 })).status).toBe(200);
  });

  it.each(['completed', 'cancelled', 'no-show'])('refuses to change a %s booking', async (status) => {
    const row = await insertReservation({ status: status as never });
    const res = await edit(row.id, { guests: 3 });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(`A ${status} booking cannot be changed`);
  });

  it.each([
    [{}, 'Change at least one of date, time, party size, stay or notes'],
    [{ guests: 0 }, 'At least 1 guest is required'],
    [{ date: berlinDay(-1) }, 'Date cannot be in the past'],
  ])('answers %o with 400', async (body, message) => {
    const row = await insertReservation();
    const res = await edit(row.id, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await edit('nope', { guests: 2 })).status).toBe(404);
  });
});

describe('POST /api/reservations/update-status: service states', () => {
  it('seats, completes and marks no-shows with an audit entry each, and emails no guest for them', async () => {
    const row = await insertReservation({ status: 'confirmed' });
    const other = await insertReservation({ status: 'confirmed' });
    const move = (id: string, status: string) =>
      api('POST', '/api/reservations/update-status', { token, body: { reservationId: id, status } });
    expect((await move(row.id, 'seated')).status).toBe(200);
    expect((await move(row.id, 'completed')).status).toBe(200);
    expect((await move(other.id, 'no-show')).status).toBe(200);
    expect((await move(other.id, 'seated')).json.reservation.status).toBe('seated');
    expect((await audits(row.id)).map((a) => [a.action, JSON.parse(a.detail)])).toEqual([
      ['reservation.seated', { from: 'confirmed', to: 'seated' }],
      ['reservation.completed', { from: 'seated', to: 'completed' }],
    ]);
    expect((await audits(other.id)).map((a) => a.action)).toEqual(['reservation.no-show', 'reservation.seated']);
    expect(await rows('SELECT id FROM email_outbox')).toEqual([]);

    const refused = await move(row.id, 'seated');
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('A completed reservation cannot become seated');
    expect(await audits(row.id)).toHaveLength(2);
  });

  it('cancelling a phone booking without an email queues no email (there is nobody to write to)', async () => {
    const row = await insertReservation({ status: 'confirmed', email: '' });
    const res = await api('POST', '/api/reservations/update-status', {
      token,
      body: { reservationId: row.id, status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    expect(await rows('SELECT id FROM email_outbox')).toEqual([]);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, login, rows } from '../test/helpers';

const TOO_FAR = 'Staff bookings open up to 365 days ahead';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const staffBook = (date: string) =>
  api('POST', '/api/reservations/staff-book', {
    token,
    body: { name: 'Ravi Phone', phone: '+49 30 7654321', date, time: '19:00', guests: 2, source: 'phone' },
  });
const edit = (id: string, date: string) => api('PATCH', `/api/reservations/${id}`, { token, body: { date } });

describe('staff bookings open up to 365 days ahead', () => {
  it('POST /api/reservations/staff-book books day 365 and refuses day 366 with 400 naming date', async () => {
    expect((await staffBook(berlinDay(365))).status).toBe(201);
    const refused = await staffBook(berlinDay(366));
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ date: TOO_FAR });
    // A mistyped year, the case the cap is for.
    expect((await staffBook(`${Number(berlinDay(0).slice(0, 4)) + 36}${berlinDay(0).slice(4)}`)).json.fields).toEqual({
      date: TOO_FAR,
    });
    expect(await rows('SELECT date FROM reservations')).toEqual([{ date: berlinDay(365) }]);
  });

  it('PATCH /api/reservations/:id moves a booking to day 365 and refuses day 366 with 400 naming date', async () => {
    const row = await insertReservation({ status: 'confirmed' });
    const refused = await edit(row.id, berlinDay(366));
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ date: TOO_FAR });
    expect(await rows('SELECT id FROM audit_log')).toEqual([]);

    const moved = await edit(row.id, berlinDay(365));
    expect(moved.status).toBe(200);
    expect(moved.json.reservation.date).toBe(berlinDay(365));
  });
});

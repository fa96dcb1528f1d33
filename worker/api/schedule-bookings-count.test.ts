import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, login } from '../test/helpers';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

describe('GET /api/schedule/bookings-count', () => {
  it('counts the day’s bookings that hold a place, the ones closing the day would cancel', async () => {
    const date = berlinDay(7);
    await insertReservation({ date, status: 'pending' });
    await insertReservation({ date, time: '20:00', status: 'confirmed' });
    await insertReservation({ date, time: '21:00', status: 'pending' });
    await insertReservation({ date, status: 'cancelled' });
    await insertReservation({ date: berlinDay(8), status: 'pending' });

    const res = await api('GET', `/api/schedule/bookings-count?date=${date}`, { token });
    expect(res).toMatchObject({ status: 200, json: { date, bookings: 3 } });

    // The count is the number the close then reports: both read the same bookings.
    const closed = await api('POST', '/api/schedule/update', { token, body: { date, isOpen: false } });
    expect(closed.json.reservationsCancelled).toBe(3);
    const after = await api('GET', `/api/schedule/bookings-count?date=${date}`, { token });
    expect(after.json).toEqual({ date, bookings: 0 });
  });

  it('answers 0 for a day without bookings', async () => {
    const res = await api('GET', `/api/schedule/bookings-count?date=${berlinDay(5)}`, { token });
    expect(res).toMatchObject({ status: 200, json: { date: berlinDay(5), bookings: 0 } });
  });

  it('is for signed-in staff only', async () => {
    await insertReservation({ date: berlinDay(7) });
    const res = await api('GET', `/api/schedule/bookings-count?date=${berlinDay(7)}`);
    expect(res.status).toBe(401);
    expect(res.json).not.toHaveProperty('bookings');
  });

  it.each([
    ['', 'date is required'],
    ['?date=2027-02-30', 'date must be yyyy-MM-dd'],
    ['?date=12/05/2027', 'date must be yyyy-MM-dd'],
  ])('answers %s with 400 naming the date', async (query, message) => {
    const res = await api('GET', `/api/schedule/bookings-count${query}`, { token });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ date: message });
  });
});

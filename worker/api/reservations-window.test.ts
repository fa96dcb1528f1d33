import { beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, count } from '../test/helpers';
import { MAX_BOOKING_DAYS_AHEAD } from '../../shared/constants';

const TOO_FAR = 'Bookings open up to 90 days ahead. For later dates, please call us.';

const book = (date: string) => api('POST', '/api/reservations/book', { body: bookingBody({ date }) });
const check = (date: string) => api('GET', `/api/schedule/check-availability?date=${date}&time=19:00&guests=2`);

beforeEach(clearTables);

describe('the booking window', () => {
  it('is 90 days by default, from the one constant', () => {
    expect(MAX_BOOKING_DAYS_AHEAD).toBe(90);
  });

  it('books the last day of the window', async () => {
    expect((await check(berlinDay(90))).json).toEqual({ available: true, reason: '' });
    expect((await book(berlinDay(90))).status).toBe(201);
  });

  it.each([
    ['the day after the window', berlinDay(91)],
    ['a year ahead', berlinDay(365)],
    ['9999-12-31', '9999-12-31'],
  ])('refuses %s with 400 naming the date, and check-availability agrees', async (_, date) => {
    const res = await book(date);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: TOO_FAR, fields: { date: TOO_FAR } });
    expect((await check(date)).json).toEqual({ available: false, reason: TOO_FAR });
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(0);
  });
});

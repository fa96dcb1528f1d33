import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  bookingBody,
  clearTables,
  count,
  insertReservation,
  insertScheduleDay,
  login,
  rows,
} from './test/helpers';

const SAME_DAY = 'Same-day reservations are taken by phone only. Please call us.';

/** Puts "now" at an instant (the Worker reads time through new Date()) and signs in then. */
async function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return login();
}

const book = (date: string, time = '18:00') =>
  api('POST', '/api/reservations/book', { body: bookingBody({ date, time }) });
const check = async (date: string, time = '18:00') =>
  (await api('GET', `/api/schedule/check-availability?date=${date}&time=${time}&guests=2`)).json;

beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

describe('bookings on daylight-saving days (Europe/Berlin)', () => {
  it('at 23:30 CET on 27 Mar 2027, tomorrow is the DST day: its 18:00 is bookable, today is refused', async () => {
    await at('2027-03-27T22:30:00Z');
    expect(await check('2027-03-28')).toEqual({ available: true, reason: '' });
    const res = await book('2027-03-28');
    expect(res.status).toBe(201);
    expect(res.json.reservation).toMatchObject({ date: '2027-03-28', time: '18:00' });

    const today = await book('2027-03-27');
    expect(today.status).toBe(409);
    expect(today.json.reason).toBe(SAME_DAY);
    expect((await book('2027-03-26')).status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(1);
  });

  it('at 00:30 CET on 28 Mar 2027 (23:30 UTC the day before), the DST day is today: refused; 29 Mar is bookable', async () => {
    await at('2027-03-27T23:30:00Z');
    expect(await check('2027-03-28')).toEqual({ available: false, reason: SAME_DAY });
    expect((await book('2027-03-28')).status).toBe(409);
    const past = await book('2027-03-27');
    expect(past.status).toBe(400);
    expect(past.json.fields).toEqual({ date: 'Date cannot be in the past' });
    expect((await book('2027-03-29', '23:30')).status).toBe(201);
  });

  it('at 23:30 CEST on 30 Oct 2027, tomorrow is the day clocks go back: bookable; today refused', async () => {
    await at('2027-10-30T21:30:00Z');
    expect(await check('2027-10-31')).toEqual({ available: true, reason: '' });
    expect((await book('2027-10-31')).status).toBe(201);
    expect((await book('2027-10-30')).json.reason).toBe(SAME_DAY);
  });

  it('at 00:30 CEST on 31 Oct 2027 (still 30 Oct in UTC), 31 Oct is today and 30 Oct is past', async () => {
    await at('2027-10-30T22:30:00Z');
    expect((await book('2027-10-31')).json.reason).toBe(SAME_DAY);
    expect((await book('2027-10-30')).status).toBe(400);
    expect((await book('2027-11-01')).status).toBe(201);
  });

  it('on 25 Oct 2026 (the last change), a day with a schedule behaves the same', async () => {
    await at('2026-10-24T21:00:00Z'); // 23:00 CEST on 24 Oct
    await insertScheduleDay('2026-10-25', true, [{ time: '19:00', maxReservations: 1 }]);
    expect((await book('2026-10-25', '19:00')).status).toBe(201);
    expect(await check('2026-10-25', '19:00')).toEqual({ available: false, reason: 'This time slot is fully booked' });
  });
});

describe('deleting old reservations across a clock change', () => {
  it('counts real hours back from now, with the offset of the cutoff instant (spring forward)', async () => {
    // 12:00 CEST on 28 Mar 2027; 12 hours earlier is 23:00 CET on 27 Mar (only 11 wall-clock hours).
    const token = await at('2027-03-28T10:00:00Z');
    await insertReservation({ id: 'old', date: '2027-03-27', time: '22:30' });
    await insertReservation({ id: 'recent', date: '2027-03-27', time: '23:30' });
    const res = await api('DELETE', '/api/reservations/delete?hours=12', { token });
    expect(res.json.deletedCount).toBe(1);
    expect(await rows('SELECT id FROM reservations')).toEqual([{ id: 'recent' }]);
  });

  it('counts real hours back from now when clocks went back (fall back)', async () => {
    // 20:00 CET on 31 Oct 2027; 20 hours earlier is 01:00 CEST on 31 Oct (19 wall-clock hours),
    // so 00:30 that night was 20.5 hours ago and 01:30 CEST 19.5 hours ago.
    const token = await at('2027-10-31T19:00:00Z');
    await insertReservation({ id: 'old', date: '2027-10-31', time: '00:30' });
    await insertReservation({ id: 'recent', date: '2027-10-31', time: '01:30' });
    const res = await api('DELETE', '/api/reservations/delete?hours=20', { token });
    expect(res.json.deletedCount).toBe(1);
    expect(await rows('SELECT id FROM reservations')).toEqual([{ id: 'recent' }]);
  });
});

describe('schedule cleanup endpoint on daylight-saving days', () => {
  it('at 00:30 CEST on 29 Mar 2027 (22:30 UTC on 28 Mar) the latest cutoff is 27 Mar', async () => {
    const token = await at('2027-03-28T22:30:00Z');
    for (const date of ['2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28']) await insertScheduleDay(date, true);
    const late = await api('DELETE', '/api/schedule/cleanup?cutoffDate=2027-03-28', { token });
    expect(late.status).toBe(400);
    const res = await api('DELETE', '/api/schedule/cleanup', { token });
    expect(res.json).toMatchObject({ cutoffDate: '2027-03-27', deletedCount: 2 });
    expect(await rows('SELECT date FROM schedule_days ORDER BY date')).toEqual([
      { date: '2027-03-27' },
      { date: '2027-03-28' },
    ]);
  });

  it('at 00:30 CEST on 31 Oct 2027 the latest cutoff is 29 Oct; at 23:30 CEST on 30 Oct it is 28 Oct', async () => {
    let token = await at('2027-10-30T22:30:00Z');
    expect((await api('DELETE', '/api/schedule/cleanup?cutoffDate=2027-10-29', { token })).status).toBe(200);
    expect((await api('DELETE', '/api/schedule/cleanup?cutoffDate=2027-10-30', { token })).status).toBe(400);
    token = await at('2027-10-30T21:30:00Z');
    expect((await api('DELETE', '/api/schedule/cleanup?cutoffDate=2027-10-29', { token })).status).toBe(400);
    expect((await api('DELETE', '/api/schedule/cleanup?cutoffDate=2027-10-28', { token })).status).toBe(200);
  });
});

import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  berlinDay,
  bookingBody,
  clearTables,
  count,
  insertReservation,
  insertScheduleDay,
  rows,
  signToken,
} from '../test/helpers';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';
import { berlinInstant } from '../../shared/berlin-time';

const INVALID = 'This link is not valid. Please open the link from your latest email about this booking, or call us.';
const CUTOFF = 'Bookings can be cancelled online up to 2 hours before. Please call us.';

beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

/** The manage link's token for a booking, as the emails sign it. */
const linkToken = (r: { id: string; date: string }, purpose: 'manage-booking' | 'data-access' = 'manage-booking') =>
  signGuestToken(env.JWT_SECRET, purpose, r.id, manageLinkExpiry(r.date), new Date());
const see = (token: string, id?: string) =>
  api('GET', `/api/reservations/manage?token=${encodeURIComponent(token)}${id ? `&id=${id}` : ''}`);
const cancel = (token: string, id?: string) => api('POST', '/api/reservations/manage/cancel', { body: { token, id } });

describe('GET /api/reservations/manage', () => {
  it('answers the booking (stored shape) and until when it can be cancelled', async () => {
    const r = await insertReservation({ date: berlinDay(3), time: '19:00' });
    const res = await see(await linkToken(r), r.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      _id: r.id,
      name: r.name,
      email: r.email,
      date: r.date,
      time: '19:00',
      guests: 2,
      status: 'pending',
    });
    expect(res.json.cancelUntil).toBe(new Date(berlinInstant(r.date, '19:00').getTime() - 2 * 3_600_000).toISOString());
  });

  it("401 for a tampered, wrong-purpose, admin or another booking's token, and shows nothing", async () => {
    const r = await insertReservation();
    const other = await insertReservation({ email: 'other@example.com' });
    const good = await linkToken(r);
    const [head, payload, signature] = good.split('.');
    const tampered = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    // The payload of another booking under this booking's signature.
    const swapped = `${head}.${(await linkToken(other)).split('.')[1]}.${signature}`;
    for (const token of [tampered, swapped, await linkToken(r, 'data-access'), await signToken(), 'not-a-token']) {
      const res = await see(token, r.id);
      expect(res).toMatchObject({ status: 401, json: { error: INVALID } });
      expect(JSON.stringify(res.json)).not.toContain(r.email);
    }
    const foreign = await see(await linkToken(other), r.id);
    expect(foreign).toMatchObject({
      status: 401,
      json: { error: 'This link belongs to another booking. Please open the link from the email about this booking.' },
    });
    expect(JSON.stringify(foreign.json)).not.toContain('other@example.com');
  });

  it("401 once the booking's Berlin day has passed (the link expires at the next Berlin midnight)", async () => {
    const r = await insertReservation({ date: berlinDay(3) });
    const token = await linkToken(r);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(manageLinkExpiry(r.date).getTime() - 60_000));
    expect((await see(token)).status).toBe(200);
    vi.setSystemTime(manageLinkExpiry(r.date));
    expect(await see(token)).toMatchObject({
      status: 401,
      json: { error: 'This link has expired: the date of the booking has passed.' },
    });
  });

  it('400 without a token; 404 once the booking is erased', async () => {
    expect((await api('GET', '/api/reservations/manage')).status).toBe(400);
    const r = await insertReservation();
    const token = await linkToken(r);
    await rows('DELETE FROM reservations WHERE id = ?', r.id);
    expect(await see(token)).toMatchObject({ status: 404, json: { error: 'This booking no longer exists.' } });
  });
});

describe('POST /api/reservations/manage/cancel', () => {
  it('cancels, tells the restaurant in the same batch, and a second cancel is 409', async () => {
    const r = await insertReservation({ status: 'confirmed' });
    const token = await linkToken(r);
    const res = await cancel(token, r.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your booking has been cancelled. The restaurant has been told.');
    expect(res.json).toMatchObject({ _id: r.id, status: 'cancelled' });
    expect(await rows('SELECT kind, recipient, reservation_id FROM email_outbox')).toEqual([
      { kind: 'booking-cancelled-by-guest', recipient: 'hello@kovalam.example', reservation_id: r.id },
    ]);
    expect(await cancel(token, r.id)).toMatchObject({
      status: 409,
      json: { error: 'This booking is already cancelled.' },
    });
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(1);
  });

  it('frees the slot at once: a full slot can be booked again from the public form', async () => {
    const date = berlinDay(4);
    await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 1 }]);
    const first = await api('POST', '/api/reservations/book', { body: bookingBody({ date, time: '19:00' }) });
    expect(first.status).toBe(201);
    const refused = await api('POST', '/api/reservations/book', {
      body: bookingBody({ date, time: '19:00', email: 'next@example.com' }),
    });
    expect(refused.status).toBe(409);
    const [{ text_body: text }] = await rows<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE kind = 'booking-received'",
    );
    const token = new URL(text.match(/https?:\/\/\S+\/booking\/\S+/)![0]).searchParams.get('token')!;
    expect((await cancel(token)).status).toBe(200);
    const again = await api('POST', '/api/reservations/book', {
      body: bookingBody({ date, time: '19:00', email: 'next@example.com' }),
    });
    expect(again.status).toBe(201);
  });

  it("409 from 2 hours before the booking's Berlin start (here across the October clock change)", async () => {
    // 25 Oct 2026: clocks go back at 03:00 CEST. 19:00 CET is 18:00 UTC; the cutoff is 16:00 UTC.
    const r = await insertReservation({ date: '2026-10-25', time: '19:00' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-20T12:00:00Z'));
    const token = await linkToken(r);
    vi.setSystemTime(new Date('2026-10-25T16:00:00Z'));
    expect(await cancel(token)).toMatchObject({ status: 409, json: { error: CUTOFF, message: CUTOFF } });
    expect(await count("SELECT count(*) AS n FROM reservations WHERE status = 'pending'")).toBe(1);
    vi.setSystemTime(new Date('2026-10-25T15:59:00Z'));
    expect((await cancel(token)).status).toBe(200);
  });

  it('refuses a bad token with 401 and cancels nothing', async () => {
    const r = await insertReservation();
    expect((await cancel(await linkToken(r, 'data-access'))).status).toBe(401);
    expect((await cancel('x.y.z')).status).toBe(401);
    expect(await count("SELECT count(*) AS n FROM reservations WHERE status = 'pending'")).toBe(1);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
  });
});

describe('GET /api/reservations/manage/ics', () => {
  it("downloads a confirmed booking's calendar file; a pending one is 409", async () => {
    const r = await insertReservation({ date: '2026-12-04', time: '20:00' });
    const token = await linkToken(r);
    const pending = await api('GET', `/api/reservations/manage/ics?token=${token}`);
    expect(pending).toMatchObject({
      status: 409,
      json: { error: 'The calendar file is available once the restaurant has confirmed your booking.' },
    });
    await rows("UPDATE reservations SET status = 'confirmed' WHERE id = ?", r.id);
    const res = await api('GET', `/api/reservations/manage/ics?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="kovalam-booking.ics"');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.json)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`reservation-${r.id}@kovalam.example`);
    expect(event.startDate.toString()).toBe('2026-12-04T20:00:00');
    expect((await api('GET', '/api/reservations/manage/ics?token=x.y.z')).status).toBe(401);
  });
});

describe('rate limit', () => {
  it('counts the manage calls per client: over 30 a minute is 429 with Retry-After', async () => {
    // The binding counts in 60 s windows aligned to the clock: start the burst early in one.
    const into = Date.now() % 60_000;
    if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 50));
    const headers = {
      'cf-connecting-ip': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await api('GET', '/api/reservations/manage?token=x', { headers })).status);
    expect(statuses.join(',')).toBe([...Array(30).fill(401), 429, 429].join(','));
    const last = await api('POST', '/api/reservations/manage/cancel', { body: { token: 'x' }, headers });
    expect(last).toMatchObject({
      status: 429,
      json: { error: 'Too many requests for this booking from your connection. Please wait a minute and try again.' },
    });
    expect(last.headers.get('Retry-After')).toBe('60');
  }, 70_000);
});

import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, rows } from '../test/helpers';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';

const INVALID = 'This link is not valid. Please open the link from your latest email about this booking, or call us.';

beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

const linkToken = (r: { id: string; date: string }) =>
  signGuestToken(env.JWT_SECRET, 'manage-booking', r.id, manageLinkExpiry(r.date), new Date());
const confirm = (token: string, id?: string, language = 'en') =>
  api('POST', '/api/reservations/manage/confirm', { body: { token, id }, headers: { 'Accept-Language': language } });
const stamp = async (id: string) =>
  (await rows<{ at: number | null }>('SELECT guest_confirmed_at AS at FROM reservations WHERE id = ?', id))[0].at;
const audits = (id: string) =>
  rows<{ actor_id: string | null }>(
    "SELECT actor_id FROM audit_log WHERE action = 'reservation.guest-confirmed' AND target_id = ?",
    id,
  );

describe('POST /api/reservations/manage/confirm (issue 31)', () => {
  it('stamps the guest’s confirmation, answers the booking with it, and audits it as the guest’s', async () => {
    const r = await insertReservation({ date: berlinDay(1), status: 'confirmed' });
    const res = await confirm(await linkToken(r), r.id);
    expect(res.status).toBe(200);
    const at = await stamp(r.id);
    expect(at).toEqual(expect.any(Number));
    expect(res.json).toMatchObject({
      message: 'Thank you: your booking is confirmed. We look forward to seeing you.',
      _id: r.id,
      status: 'confirmed',
      guestConfirmedAt: new Date(at!).toISOString(),
    });
    expect(await audits(r.id)).toEqual([{ actor_id: null }]);
    // The staff's day shows it too.
    const seen = await api('GET', `/api/reservations/manage?token=${encodeURIComponent(await linkToken(r))}`);
    expect(seen.json.guestConfirmedAt).toBe(new Date(at!).toISOString());
  });

  it('a second confirm answers 200 with the first time and writes nothing more', async () => {
    const r = await insertReservation({ date: berlinDay(1), status: 'confirmed' });
    const token = await linkToken(r);
    const first = await confirm(token, r.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await confirm(token, r.id);
    expect(second.status).toBe(200);
    expect(second.json.guestConfirmedAt).toBe(first.json.guestConfirmedAt);
    expect(await audits(r.id)).toHaveLength(1);
  });

  it('401 for a tampered token or one for another booking, and confirms nothing', async () => {
    const r = await insertReservation({ date: berlinDay(1), status: 'confirmed' });
    const other = await insertReservation({ date: berlinDay(1), status: 'confirmed', email: 'other@example.com' });
    const [head, payload, signature] = (await linkToken(r)).split('.');
    const tampered = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await confirm(tampered, r.id)).toMatchObject({ status: 401, json: { error: INVALID } });
    expect((await confirm(await linkToken(other), r.id)).status).toBe(401);
    expect(await stamp(r.id)).toBeNull();
    expect(await stamp(other.id)).toBeNull();
  });

  it("401 once the link has expired (the booking's Berlin day has passed)", async () => {
    const r = await insertReservation({ date: berlinDay(1), status: 'confirmed' });
    const token = await linkToken(r);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(manageLinkExpiry(r.date));
    expect(await confirm(token, r.id)).toMatchObject({
      status: 401,
      json: { error: 'This link has expired: the date of the booking has passed.' },
    });
    vi.useRealTimers();
    expect(await stamp(r.id)).toBeNull();
  });

  it('409 for a cancelled or finished booking, in the language the guest booked in', async () => {
    const cancelled = await insertReservation({ date: berlinDay(1), status: 'cancelled' });
    expect(await confirm(await linkToken(cancelled), cancelled.id)).toMatchObject({
      status: 409,
      json: { error: 'This booking is cancelled, so there is nothing to confirm.' },
    });
    const missed = await insertReservation({ date: berlinDay(0), status: 'no-show', email: 'late@example.com' });
    expect(await confirm(await linkToken(missed), missed.id)).toMatchObject({
      status: 409,
      json: { error: 'This booking can no longer be confirmed online.' },
    });
    const german = await insertReservation({ date: berlinDay(1), status: 'cancelled', email: 'de@example.com' });
    await env.DB.prepare("UPDATE reservations SET language = 'de' WHERE id = ?").bind(german.id).run();
    expect(await confirm(await linkToken(german), german.id, 'de')).toMatchObject({
      status: 409,
      json: { error: 'Diese Reservierung ist storniert, es gibt nichts zu bestätigen.' },
    });
    for (const r of [cancelled, missed, german]) expect(await stamp(r.id)).toBeNull();
    expect(await audits(cancelled.id)).toHaveLength(0);
  });

  it('thanks a German guest in German', async () => {
    const r = await insertReservation({ date: berlinDay(1), status: 'pending' });
    await env.DB.prepare("UPDATE reservations SET language = 'de' WHERE id = ?").bind(r.id).run();
    const res = await confirm(await linkToken(r), r.id, 'de');
    expect(res).toMatchObject({
      status: 200,
      json: { message: 'Vielen Dank: Ihre Reservierung ist bestätigt. Wir freuen uns auf Sie.' },
    });
  });
});

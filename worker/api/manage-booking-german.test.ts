import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, rows } from '../test/helpers';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';
import { de } from '../../shared/i18n/de';

/**
 * The guest's booking page in German (issue 13): every refusal and answer it shows comes from the
 * API in the request's language (Accept-Language, which a German page sends).
 */
const german = { 'Accept-Language': 'de-DE,de;q=0.9' };
const M = de.api.manageBooking;

beforeEach(clearTables);
afterEach(() => {
  vi.useRealTimers();
});

const linkToken = (r: { id: string; date: string }) =>
  signGuestToken(env.JWT_SECRET, 'manage-booking', r.id, manageLinkExpiry(r.date), new Date());
const see = (token: string, id?: string) =>
  api('GET', `/api/reservations/manage?token=${encodeURIComponent(token)}${id ? `&id=${id}` : ''}`, {
    headers: german,
  });
const cancel = (token: string, id?: string) =>
  api('POST', '/api/reservations/manage/cancel', { body: { token, id }, headers: german });

describe('the manage link, asked in German', () => {
  it('cancels with a German answer, and refuses a second cancel in German', async () => {
    const r = await insertReservation({ status: 'confirmed', date: berlinDay(5) });
    const token = await linkToken(r);
    const res = await cancel(token, r.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Ihre Reservierung ist storniert. Das Restaurant wurde informiert.');
    expect(await cancel(token, r.id)).toMatchObject({ status: 409, json: { error: M.alreadyCancelled } });
  });

  it('says in German when it is too late to cancel online, with a non-breaking "2 Stunden"', async () => {
    const r = await insertReservation({ date: '2026-10-25', time: '19:00' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-20T12:00:00Z'));
    const token = await linkToken(r);
    vi.setSystemTime(new Date('2026-10-25T16:00:00Z'));
    const late = await cancel(token);
    expect(late).toMatchObject({
      status: 409,
      json: {
        error: 'Reservierungen können bis 2\u00a0Stunden vorher online storniert werden. Bitte rufen Sie uns an.',
      },
    });
  });

  it("refuses another booking's, an erased booking's and an expired link in German", async () => {
    const r = await insertReservation({ date: berlinDay(3) });
    const other = await insertReservation({ email: 'andere@example.de' });
    expect(await see(await linkToken(other), r.id)).toMatchObject({ status: 401, json: { error: M.otherBooking } });

    const token = await linkToken(r);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(manageLinkExpiry(r.date));
    expect(await see(token)).toMatchObject({
      status: 401,
      json: { error: 'Dieser Link ist abgelaufen: Der Tag der Reservierung ist vorbei.' },
    });
    vi.useRealTimers();

    await rows('DELETE FROM reservations WHERE id = ?', r.id);
    expect(await see(token)).toMatchObject({ status: 404, json: { error: M.notFound } });
  });

  it('explains in German that the calendar file comes with the confirmation', async () => {
    const r = await insertReservation({ date: berlinDay(6) });
    const res = await api('GET', `/api/reservations/manage/ics?token=${await linkToken(r)}`, { headers: german });
    expect(res).toMatchObject({ status: 409, json: { error: M.icsNotConfirmed } });
  });

  it('keeps answering in English without a German Accept-Language', async () => {
    const r = await insertReservation();
    const res = await api('GET', `/api/reservations/manage?token=x.y.z&id=${r.id}`, {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    expect(res.json.error).toBe(
      'This link is not valid. Please open the link from your latest email about this booking, or call us.',
    );
  });
});

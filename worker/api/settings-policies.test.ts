import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertReservation, login, rows } from '../test/helpers';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';
import { berlinInstant } from '../../shared/berlin-time';
import { SEED_SETTINGS, type Settings } from '../../shared/rules/settings';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
});

async function setPolicies(policies: Partial<Settings['policies']>) {
  const body = { ...SEED_SETTINGS, policies: { ...SEED_SETTINGS.policies, ...policies } };
  expect((await api('PUT', '/api/settings', { token, body })).status).toBe(200);
}
const book = (guests: number, email: string) =>
  api('POST', '/api/reservations/book', { body: bookingBody({ guests, email, date: berlinDay(5) }) });
const emailKinds = async (to: string) =>
  (await rows<{ kind: string }>('SELECT kind FROM email_outbox WHERE recipient = ? ORDER BY kind', to)).map(
    (r) => r.kind,
  );

describe('auto-confirm', () => {
  it('is off by default: every online booking waits for staff and gets the "received" email', async () => {
    const res = await book(2, 'two@example.com');
    expect(res.status).toBe(201);
    expect(res.json.reservation.status).toBe('pending');
    expect(await emailKinds('two@example.com')).toEqual(['booking-received']);
  });

  it('confirms a party of exactly N at once with the confirmation email; N + 1 stays pending', async () => {
    await setPolicies({ autoConfirmUpTo: 4 });
    const at = await book(4, 'four@example.com');
    expect(at.json.reservation.status).toBe('confirmed');
    expect(await emailKinds('four@example.com')).toEqual(['booking-confirmed']);
    const above = await book(5, 'five@example.com');
    expect(above.json.reservation.status).toBe('pending');
    expect(await emailKinds('five@example.com')).toEqual(['booking-received']);
  });

  it('never confirms a large party, which is a request staff seat by hand', async () => {
    await setPolicies({ autoConfirmUpTo: 19 });
    const res = await book(12, 'twelve@example.com');
    expect(res.json.reservation.status).toBe('pending');
    expect(await emailKinds('twelve@example.com')).toEqual(['booking-received']);
  });
});

describe("the guest's cancellation cutoff", () => {
  const linkToken = (r: { id: string; date: string }) =>
    signGuestToken(env.JWT_SECRET, 'manage-booking', r.id, manageLinkExpiry(r.date), new Date());

  it('follows the setting: the manage answer and the cancel itself', async () => {
    await setPolicies({ guestCancelCutoffHours: 48 });
    // Tomorrow at 19:00 is less than 48 hours away (and more than the default 2).
    const r = await insertReservation({ date: berlinDay(1), time: '19:00' });
    const link = await linkToken(r);
    const seen = await api('GET', `/api/reservations/manage?token=${encodeURIComponent(link)}&id=${r.id}`);
    expect(seen.json.cancelUntil).toBe(
      new Date(berlinInstant(r.date, '19:00').getTime() - 48 * 3_600_000).toISOString(),
    );
    const res = await api('POST', '/api/reservations/manage/cancel', { body: { token: link, id: r.id } });
    expect(res.status).toBe(409);
    expect(res.json.error).toContain('48');
  });
});

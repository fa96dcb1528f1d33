import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, count, insertReservation, login } from '../test/helpers';
import { SEED_SETTINGS } from '../../shared/rules/settings';
import { noShowWindowStart } from '../domain/reservations/no-show-policy';

/** The owner's no-show policy (issue 31): online bookings refused after N no-shows in 12 months. */
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
});

const PHONE = SEED_SETTINGS.phone;
const REFUSED_EN = `We cannot take this booking online. Please call us on ${PHONE}: we will gladly find you a table.`;
const REFUSED_DE = `Diese Reservierung können wir online leider nicht annehmen. Bitte rufen Sie uns an (${PHONE}): Wir finden gern einen Tisch für Sie.`;

async function setLimit(noShowLimit: number | null) {
  const body = { ...SEED_SETTINGS, policies: { ...SEED_SETTINGS.policies, noShowLimit } };
  expect((await api('PUT', '/api/settings', { token, body })).status).toBe(200);
}
const book = (body: Record<string, unknown> = {}, language = 'en') =>
  api('POST', '/api/reservations/book', { body: bookingBody(body), headers: { 'Accept-Language': language } });
/** A missed booking of the guest's (bookingBody's email) some days ago. */
const missed = (daysAgo: number, overrides: Record<string, unknown> = {}) =>
  insertReservation({ date: berlinDay(-daysAgo), email: 'anjali@example.com', status: 'no-show', ...overrides });

describe('the no-show policy', () => {
  it('is off by default: a guest with many no-shows still books online', async () => {
    for (const days of [3, 10, 20]) await missed(days);
    expect((await book()).status).toBe(201);
  });

  it('with N = 2, two no-shows in 12 months refuse the guest with 403 in English and German, and book nothing', async () => {
    await setLimit(2);
    await missed(30);
    expect((await book({ date: berlinDay(2) })).status).toBe(201);
    await missed(200, { email: 'Anjali@Example.com' });
    const english = await book({ date: berlinDay(3) });
    expect(english).toMatchObject({ status: 403, json: { error: REFUSED_EN } });
    // Polite, and it tells a stranger typing this email nothing about the guest.
    expect(english.json.error).not.toMatch(/no-show|missed|nicht erschienen/i);
    expect(await book({ date: berlinDay(3) }, 'de')).toMatchObject({ status: 403, json: { error: REFUSED_DE } });
    expect(await count("SELECT count(*) AS n FROM reservations WHERE status != 'no-show'")).toBe(1);
  });

  it('a no-show older than 12 months does not count', async () => {
    await setLimit(2);
    await missed(10);
    await insertReservation({ date: noShowWindowStart(berlinDay(0)), status: 'no-show', email: 'anjali@example.com' });
    expect((await book()).status).toBe(201);
  });

  it('another guest is unaffected', async () => {
    await setLimit(2);
    await missed(5);
    await missed(6);
    expect((await book({ email: 'someone@example.com', phone: '+49 30 999999' })).status).toBe(201);
    expect((await book({ date: berlinDay(4) })).status).toBe(403);
  });

  it('the window starts the same day a year before (29 February → 28)', () => {
    expect(noShowWindowStart('2026-11-27')).toBe('2025-11-27');
    expect(noShowWindowStart('2028-02-29')).toBe('2027-02-28');
  });
});

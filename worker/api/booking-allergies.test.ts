import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { api, berlinDay, bookingBody, clearTables, count, login, rows } from '../test/helpers';
import { requestDataLink, tokenQuery } from '../test/data-requests';

/** Issue 30: a party's allergies, from the booking form to staff, and gone with the guest's data. */
const SESAME = { allergens: ['sesame', 'milk'], note: 'Severe: no sesame oil either', consent: true };
const STORED = { allergens: ['milk', 'sesame'], note: 'Severe: no sesame oil either' };

let admin: string;
beforeAll(async () => {
  admin = await login();
});
beforeEach(clearTables);

const book = (overrides: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/reservations/book', { body: bookingBody(overrides), headers });

describe('a booking with allergies', () => {
  it('is stored as the codes in Annex II order and the note, without the consent flag', async () => {
    const res = await book({ allergies: SESAME });
    expect(res.status).toBe(201);
    const [row] = await rows<{ allergies: string }>('SELECT allergies FROM reservations');
    expect(JSON.parse(row!.allergies)).toEqual(STORED);
  });

  it('stores nothing when none is ticked and no note written, with or without consent', async () => {
    expect((await book({ allergies: { allergens: [], note: '  ', consent: false } })).status).toBe(201);
    expect((await book({ email: 'b@example.com' })).status).toBe(201);
    expect(await rows('SELECT allergies FROM reservations')).toEqual([{ allergies: null }, { allergies: null }]);
  });

  it('is shown to staff on the Service day, the bookings list and the guest history', async () => {
    const date = berlinDay(3);
    await book({ date, allergies: SESAME });
    const day = await api('GET', `/api/reservations/day?date=${date}`, { token: admin });
    expect(day.json.reservations[0].allergies).toEqual(STORED);
    const list = await api('GET', '/api/reservations/all?lastNumHours=24', { token: admin });
    expect(list.json[0].allergies).toEqual(STORED);
    const history = await api('GET', `/api/guests/${encodeURIComponent('anjali@example.com')}`, { token: admin });
    expect(history.json.bookings[0].allergies).toEqual(STORED);
  });

  it("names the allergens in words in staff's new-booking email", async () => {
    await book({ allergies: SESAME });
    const [staffMail] = await rows<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE kind = 'booking-new-staff'",
    );
    expect(staffMail!.text_body).toContain('Milk, Sesame. Note: Severe: no sesame oil either');
  });

  it('refuses an unknown code with 400 naming it, in English and German', async () => {
    const res = await book({ allergies: { allergens: ['sesame', 'shellfish'], consent: true } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^Unknown allergen "shellfish": choose from gluten, /);
    const de = await book({ allergies: { allergens: ['shellfish'], consent: true } }, { 'Accept-Language': 'de' });
    expect(de.status).toBe(400);
    expect(de.json.error).toMatch(/^Unbekanntes Allergen „shellfish“/);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(0);
  });

  it('requires explicit consent when an allergen or a note is given (GDPR Art. 9)', async () => {
    for (const allergies of [{ allergens: ['sesame'] }, { note: 'Coeliac', consent: false }]) {
      const res = await book({ allergies });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Please agree that we may keep your allergy details for this booking');
    }
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(0);
  });

  it('refuses a note over 200 characters', async () => {
    const res = await book({ allergies: { note: 'x'.repeat(201), consent: true } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('The allergy note cannot exceed 200 characters');
  });
});

describe('erasure', () => {
  it("is in the guest's data on an access request, and only on the booking that has it", async () => {
    await book({ email: 'meera@example.com', allergies: SESAME });
    await book({ email: 'meera@example.com', time: '21:00' });
    const res = await api('GET', tokenQuery(await requestDataLink('meera@example.com', 'access')));
    expect(res.status).toBe(200);
    expect(res.json.reservations.map((r: { allergies?: unknown }) => r.allergies)).toEqual([STORED, undefined]);
  });

  it("goes with the guest's data on a deletion request", async () => {
    await book({ email: 'meera@example.com', allergies: SESAME });
    await book({ email: 'arun@example.com', allergies: { allergens: ['peanuts'], consent: true } });
    const res = await api('DELETE', tokenQuery(await requestDataLink('meera@example.com', 'deletion')));
    expect(res.status).toBe(200);
    expect(await rows('SELECT email, allergies FROM reservations')).toEqual([
      { email: 'arun@example.com', allergies: JSON.stringify({ allergens: ['peanuts'], note: '' }) },
    ]);
  });

  it('is removed by the nightly retention with the name, keeping a booking inside the period', async () => {
    const allergies = JSON.stringify(STORED);
    await env.DB.batch(
      [
        ['old', '2026-11-10'],
        ['kept', '2026-11-11'],
      ].map(([id, date]) =>
        env.DB.prepare(
          `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at, allergies)
          VALUES (?, 'Meera', 'meera@example.com', '+49 30 7654321', ?, '19:30', 2, 'completed', 0, ?)`,
        ).bind(id, date, allergies),
      ),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    // Berlin's today is 10 May 2027; 180 days before is 11 Nov 2026.
    const at = new Date('2027-05-10T01:30:00Z');
    await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '30 1 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    log.mockRestore();
    expect(await rows('SELECT id, name, allergies FROM reservations ORDER BY id')).toEqual([
      { id: 'kept', name: 'Meera', allergies },
      { id: 'old', name: '', allergies: null },
    ]);
  });
});

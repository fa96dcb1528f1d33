import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { api, berlinDay, clearTables, insertReservation, login, rows } from '../test/helpers';
import { searchStatement } from '../domain/guests/guest-search';
import { guestKeyDigest } from '../domain/guests/guest-digest';
import { anonymiseExpiredData } from '../cron/retention';

const path = (key: string) => `/api/guests/${encodeURIComponent(key)}`;
const search = async (q: string) =>
  (await api('GET', `/api/guests?q=${encodeURIComponent(q)}`, { token })).json.guests as any[];
const profile = async (key: string) =>
  (await rows<Record<string, unknown>>('SELECT * FROM guests WHERE key = ?', key))[0] ?? null;
const setStatus = (id: string, status: string) =>
  env.DB.prepare('UPDATE reservations SET status = ? WHERE id = ?').bind(status, id).run();

let token: string;
beforeAll(async () => {
  token = await login();
});

beforeEach(async () => {
  await clearTables();
  await env.DB.prepare('DELETE FROM audit_log').run();
  await insertReservation({ id: 'j1', name: 'Jürgen Müller', email: 'jm@example.com', phone: '+49 30 9876543' });
  await insertReservation({
    id: 'j2',
    name: 'J. Müller',
    email: 'JM@example.com',
    date: berlinDay(9),
    status: 'confirmed',
  });
});

describe('guest search on the profiles', () => {
  it('folds accents, finds any of the names of their bookings and the number written either way', async () => {
    for (const q of ['muller', 'MÜLL', 'jurgen', 'j. mu', '030 98765', '+49 30 987', 'jm@ex'])
      expect(
        (await search(q)).map((g) => g.key),
        q,
      ).toEqual(['jm@example.com']);
    expect((await search('mü'))[0]).toMatchObject({ key: 'jm@example.com', name: 'J. Müller', tags: [] });
  });

  it("takes a query's quotes and FTS words as text", async () => {
    for (const q of ['"x"', 'mu"ller', 'NEAR(a b)', 'müller OR x', '* AND *'])
      expect(await api('GET', `/api/guests?q=${encodeURIComponent(q)}`, { token }), q).toMatchObject({
        status: 200,
        json: { guests: [] },
      });
  });

  it('never reads the whole bookings table: the plan searches reservations by the guest_key index', async () => {
    const db = drizzle(env.DB);
    for (const q of ['muller', 'mü', '030 9876', '49']) {
      const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${searchStatement(q, berlinDay(0))}`);
      const lines = plan.map((p) => p.detail);
      expect(
        lines.filter((l) => /\bSCAN (reservations|upcoming)\b/.test(l)),
        q,
      ).toEqual([]);
      expect(
        lines.some((l) => /SEARCH reservations USING .*INDEX reservations_guest_key_idx/.test(l)),
        q,
      ).toBe(true);
    }
  });
});

describe('PUT /api/guests/:key/tags', () => {
  const put = (key: string, body: unknown, auth = token) => api('PUT', `${path(key)}/tags`, { token: auth, body });

  it('sets the tags, shows them on the page and in the search, and audits them by digest only', async () => {
    expect(await put('jm@example.com', { tags: ['allergy', 'vip'] })).toMatchObject({
      status: 200,
      json: { message: 'Tags saved', tags: ['vip', 'allergy'] },
    });
    expect((await api('GET', path('jm@example.com'), { token })).json).toMatchObject({
      tags: ['vip', 'allergy'],
      lateCancellations: 0,
    });
    expect((await search('müller'))[0].tags).toEqual(['vip', 'allergy']);
    expect(await put('jm@example.com', { tags: [] })).toMatchObject({ status: 200, json: { tags: [] } });
    const log = await rows<Record<string, string>>('SELECT action, target_type, target_id, detail FROM audit_log');
    const digest = await guestKeyDigest(env, 'jm@example.com');
    expect(log).toEqual([
      { action: 'guest.tags-edited', target_type: 'guest', target_id: digest, detail: '{"tags":["vip","allergy"]}' },
      { action: 'guest.tags-edited', target_type: 'guest', target_id: digest, detail: '{"tags":[]}' },
    ]);
    expect(JSON.stringify(log)).not.toMatch(/jm@|müller/i);
  });

  it('400 naming an unknown tag or a repeated one, 404 for an unknown guest, 401 without a session; none writes', async () => {
    expect(await put('jm@example.com', { tags: ['vip', 'rude'] })).toMatchObject({
      status: 400,
      json: { error: 'Unknown tag "rude": choose from Regular, VIP, Allergy, Staff note' },
    });
    expect(await put('jm@example.com', { tags: ['vip', 'vip'] })).toMatchObject({
      status: 400,
      json: { error: 'Each tag can be given once' },
    });
    expect((await put('jm@example.com', { tags: 'vip' })).status).toBe(400);
    expect(await put('nobody@example.com', { tags: ['vip'] })).toMatchObject({ status: 404 });
    expect((await put('jm@example.com', { tags: ['vip'] }, '')).status).toBe(401);
    expect((await profile('jm@example.com'))?.tags).toBe('[]');
    expect(await rows('SELECT * FROM audit_log')).toEqual([]);
  });
});

describe("the profile's counts follow every write of the bookings", () => {
  it('counts visits, no-shows and cancellations, late ones within 24 hours of the start', async () => {
    const counts = async () => {
      const p = await profile('jm@example.com');
      return [p?.bookings, p?.visits, p?.no_shows, p?.cancellations, p?.late_cancellations];
    };
    expect(await counts()).toEqual([2, 0, 0, 0, 0]);
    for (const status of ['confirmed', 'seated', 'completed']) await setStatus('j1', status);
    expect(await counts()).toEqual([2, 1, 0, 0, 0]);
    const soon = Date.now() + 2 * 3_600_000;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, starts_at, ends_at)
        VALUES ('soon', 'J. Müller', 'jm@example.com', '', ?, '19:00', 2, 'confirmed', ?, ?)`,
      ).bind(berlinDay(0), soon, soon + 7_200_000),
    ]);
    await setStatus('soon', 'cancelled');
    await setStatus('j2', 'cancelled'); // nine days ahead: not late
    expect(await counts()).toEqual([3, 1, 0, 2, 1]);
    await setStatus('j2', 'no-show');
    expect(await counts()).toEqual([3, 1, 1, 1, 1]);
    expect((await api('GET', path('jm@example.com'), { token })).json).toMatchObject({
      visits: 1,
      noShows: 1,
      cancellations: 1,
      lateCancellations: 1,
    });
  });

  it('an email edit moves the booking to the other guest; the guest left without bookings loses the profile and tags', async () => {
    await insertReservation({ id: 'o1', name: 'Other', email: 'other@example.com', status: 'completed' });
    await api('PUT', `${path('other@example.com')}/tags`, { token, body: { tags: ['regular'] } });
    await env.DB.prepare("UPDATE reservations SET email = 'jm@example.com' WHERE id = 'o1'").run();
    expect(await profile('other@example.com')).toBeNull();
    expect(await profile('jm@example.com')).toMatchObject({ bookings: 3, visits: 1 });
    // The old address is found no more; a new one of the same name starts without tags.
    expect(await search('other@')).toEqual([]);
    await insertReservation({ id: 'o2', name: 'Other', email: 'other@example.com' });
    expect((await profile('other@example.com'))?.tags).toBe('[]');
  });
});

describe('erasure and retention leave no profile behind', () => {
  beforeEach(async () => {
    await api('PUT', `${path('jm@example.com')}/tags`, { token, body: { tags: ['vip'] } });
    await api('PUT', `${path('jm@example.com')}/notes`, { token, body: { notes: 'Window seat' } });
  });

  it("a guest's erasure removes the profile, its tags, its search row and the note", async () => {
    const res = await api('POST', '/api/user-data/request', { body: { email: 'jm@example.com', type: 'deletion' } });
    expect(res.status).toBe(202);
    const [{ text_body }] = await rows<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE kind = 'data-request' ORDER BY rowid DESC LIMIT 1",
    );
    const link = /token=([\w.-]+)/.exec(text_body)![1];
    expect((await api('DELETE', `/api/user-data/request?token=${link}`)).status).toBe(200);
    expect(await rows('SELECT * FROM guests')).toEqual([]);
    expect(await rows('SELECT rowid FROM guests_fts')).toEqual([]);
    expect(await rows('SELECT * FROM guest_notes')).toEqual([]);
    expect(await search('müller')).toEqual([]);
    expect((await api('GET', path('jm@example.com'), { token })).status).toBe(404);
  });

  it('the nightly retention removes the profile once its last booking is anonymised, and only then', async () => {
    await insertReservation({
      id: 'a1',
      name: 'Arun',
      email: 'arun@example.com',
      date: '2020-01-10',
      status: 'completed',
    });
    await insertReservation({ id: 'old', name: 'Jürgen Müller', email: 'jm@example.com', date: '2020-01-12' });
    await anonymiseExpiredData(drizzle(env.DB), new Date(), env);
    expect(await profile('arun@example.com')).toBeNull();
    expect(await profile('jm@example.com')).toMatchObject({ bookings: 2, tags: '["vip"]' });
    await env.DB.prepare("UPDATE reservations SET date = '2020-02-01' WHERE id IN ('j1', 'j2')").run();
    await anonymiseExpiredData(drizzle(env.DB), new Date(), env);
    expect(await rows('SELECT key FROM guests')).toEqual([]);
    expect(await rows('SELECT rowid FROM guests_fts')).toEqual([]);
    expect(await rows('SELECT * FROM guest_notes')).toEqual([]);
  });
});

describe('GET /api/reservations/day (the Service view)', () => {
  it("carries each booking's guest profile: tags, no-shows and visits; null for an anonymised one", async () => {
    await api('PUT', `${path('jm@example.com')}/tags`, { token, body: { tags: ['vip'] } });
    await insertReservation({
      id: 'x',
      name: 'Jürgen',
      email: 'jm@example.com',
      date: '2026-01-01',
      status: 'no-show',
    });
    await insertReservation({ id: 'anon', name: '', email: '', phone: '', date: berlinDay(3), time: '20:00' });
    const day = await api('GET', `/api/reservations/day?date=${berlinDay(3)}`, { token });
    expect(day.json.reservations.map((r: any) => [r._id, r.guest])).toEqual([
      ['j1', { tags: ['vip'], noShows: 1, visits: 0 }],
      ['anon', null],
    ]);
  });
});

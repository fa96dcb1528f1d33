import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, insertReservation, login, rows } from '../test/helpers';
import { GUEST_MESSAGES as M } from '../../shared/rules/guests';
import { guestKeyDigest } from '../domain/guests/guest-digest';

const MEERA = { name: 'Meera Pillai', email: 'Meera@Example.com', phone: '+49 30 7654321' };
const path = (key: string) => `/api/guests/${encodeURIComponent(key)}`;

let token: string;
beforeAll(async () => {
  token = await login();
});

/** Meera has been twice, missed once, cancelled once and comes again; Arun once; a walk-in without email. */
beforeEach(async () => {
  await clearTables();
  await env.DB.prepare('DELETE FROM audit_log').run();
  await insertReservation({ ...MEERA, id: 'm1', date: '2026-01-10', status: 'completed' });
  await insertReservation({ ...MEERA, id: 'm2', date: '2026-02-14', status: 'seated', email: 'meera@example.com' });
  await insertReservation({ ...MEERA, id: 'm3', date: '2026-03-01', status: 'no-show' });
  await insertReservation({ ...MEERA, id: 'm4', date: '2026-03-20', status: 'cancelled' });
  await insertReservation({
    ...MEERA,
    id: 'm5',
    date: berlinDay(5),
    time: '20:30',
    guests: 4,
    status: 'confirmed',
    name: 'Meera P.',
    tableIds: ['t5'],
  });
  await insertReservation({
    id: 'a1',
    name: 'Arun Nair',
    email: 'arun@example.com',
    phone: '+49 30 1112223',
    date: '2026-02-01',
    status: 'completed',
  });
  await env.DB.prepare(
    `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, source, special_requests)
    VALUES ('w1', 'Lakshmi', '', '030-555 0101', '2026-02-20', '19:30', 3, 'completed', 'walk-in', 'No coriander')`,
  ).run();
});

describe('GET /api/guests?q=', () => {
  it('finds a guest by part of a name, any case, with their counts, next booking and the latest name', async () => {
    const res = await api('GET', '/api/guests?q=PILL', { token });
    expect(res.status).toBe(200);
    expect(res.json.guests).toEqual([
      {
        key: 'meera@example.com',
        name: 'Meera P.',
        email: 'Meera@Example.com',
        phone: MEERA.phone,
        tags: [],
        visits: 2,
        noShows: 1,
        cancellations: 1,
        lastVisit: '2026-02-14',
        hasNotes: false,
        upcoming: { date: berlinDay(5), time: '20:30', guests: 4, status: 'confirmed' },
      },
    ]);
  });

  it('finds by email and by phone digits, however the number is written', async () => {
    expect((await api('GET', '/api/guests?q=arun%40exa', { token })).json.guests.map((g: any) => g.key)).toEqual([
      'arun@example.com',
    ]);
    for (const q of ['5550101', '030 555-0101', '+49 30 5550101', '0049 (30) 555 01']) {
      const res = await api('GET', `/api/guests?q=${encodeURIComponent(q)}`, { token });
      expect(res.json.guests, q).toEqual([
        expect.objectContaining({ key: 'tel:0305550101', name: 'Lakshmi', email: '', visits: 1, upcoming: null }),
      ]);
    }
    // Meera's +49 number found as it is dialled in Berlin.
    expect((await api('GET', '/api/guests?q=030%207654', { token })).json.guests.map((g: any) => g.key)).toEqual([
      'meera@example.com',
    ]);
  });

  it('lists the guest with the most recent booking first, and nobody for a miss', async () => {
    const res = await api('GET', '/api/guests?q=example.com', { token });
    expect(res.json.guests.map((g: any) => g.key)).toEqual(['meera@example.com', 'arun@example.com']);
    expect((await api('GET', '/api/guests?q=nobody', { token })).json).toEqual({ guests: [] });
  });

  it('400 for a query too short, too long or missing; 401 without a token', async () => {
    expect(await api('GET', '/api/guests?q=%20a%20', { token })).toMatchObject({
      status: 400,
      json: { error: M.queryTooShort },
    });
    expect(await api('GET', `/api/guests?q=${'x'.repeat(101)}`, { token })).toMatchObject({
      status: 400,
      json: { error: M.queryTooLong },
    });
    expect(await api('GET', '/api/guests', { token })).toMatchObject({ status: 400, json: { error: M.queryRequired } });
    expect(await api('GET', '/api/guests?q=meera')).toMatchObject({ status: 401, json: { error: expect.any(String) } });
  });
});

describe('GET /api/guests/:key', () => {
  it('answers every booking of the guest, newest date first, with the counts', async () => {
    const res = await api('GET', path('meera@example.com'), { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      key: 'meera@example.com',
      name: 'Meera P.',
      email: 'Meera@Example.com',
      phone: MEERA.phone,
      visits: 2,
      noShows: 1,
      cancellations: 1,
      notes: '',
      notesUpdatedAt: null,
    });
    expect(res.json.bookings.map((b: any) => [b._id, b.status])).toEqual([
      ['m5', 'confirmed'],
      ['m4', 'cancelled'],
      ['m3', 'no-show'],
      ['m2', 'seated'],
      ['m1', 'completed'],
    ]);
    expect(res.json.bookings[0]).toEqual({
      _id: 'm5',
      date: berlinDay(5),
      time: '20:30',
      guests: 4,
      status: 'confirmed',
      source: 'online',
      occasion: '',
      specialRequests: '',
      allergies: null,
      language: 'en',
      // Four guests stay two hours (the demo room's bands), at the table they hold (issue 28).
      endsAt: '22:30',
      tables: [{ id: 't5', name: 'T5' }],
      createdAt: expect.any(String),
    });
  });

  it('takes a key with "+", "/" and "%" in the address when it comes URL-encoded', async () => {
    await insertReservation({
      id: 'odd',
      name: 'Odd Address',
      email: 'a+b/c%d@example.com',
      date: '2026-01-02',
      status: 'completed',
    });
    expect(await api('GET', path('a+b/c%d@example.com'), { token })).toMatchObject({
      status: 200,
      json: { key: 'a+b/c%d@example.com', visits: 1 },
    });
    expect((await api('PUT', `${path('a+b/c%d@example.com')}/notes`, { token, body: { notes: 'Vegan' } })).status).toBe(
      200,
    );
    expect(await rows('SELECT guest_key FROM guest_notes')).toEqual([{ guest_key: 'a+b/c%d@example.com' }]);
  });

  it('finds a walk-in by "tel:" and digits, and 404s an unknown key or one that needs the other case', async () => {
    const walkIn = await api('GET', path('tel:0305550101'), { token });
    expect(walkIn.json).toMatchObject({
      name: 'Lakshmi',
      email: '',
      visits: 1,
      bookings: [expect.objectContaining({ source: 'walk-in', specialRequests: 'No coriander' })],
    });
    expect(await api('GET', path('nobody@example.com'), { token })).toMatchObject({
      status: 404,
      json: { error: 'Guest not found' },
    });
    expect(await api('GET', path('Meera@Example.com'), { token })).toMatchObject({
      status: 404,
      json: { error: 'Guest not found' },
    });
    expect(await api('GET', path('meera@example.com'))).toMatchObject({ status: 401 });
  });
});

describe('PUT /api/guests/:key/notes', () => {
  const put = (key: string, body: unknown, auth = token) => api('PUT', `${path(key)}/notes`, { token: auth, body });

  it('saves a note, reads it back on the page and in the search, and clears it with ""', async () => {
    const saved = await put('meera@example.com', { notes: '  Peanut allergy.\nLikes the window table.  ' });
    expect(saved).toMatchObject({
      status: 200,
      json: { message: 'Note saved', notes: 'Peanut allergy.\nLikes the window table.' },
    });
    const page = await api('GET', path('meera@example.com'), { token });
    expect(page.json).toMatchObject({
      notes: 'Peanut allergy.\nLikes the window table.',
      notesUpdatedAt: expect.any(String),
      notesUpdatedBy: expect.any(String),
    });
    expect((await api('GET', '/api/guests?q=meera', { token })).json.guests[0].hasNotes).toBe(true);

    expect((await put('meera@example.com', { notes: 'Shellfish allergy' })).status).toBe(200);
    expect((await api('GET', path('meera@example.com'), { token })).json.notes).toBe('Shellfish allergy');

    expect(await put('meera@example.com', { notes: '' })).toMatchObject({
      status: 200,
      json: { message: 'Note deleted', notes: '' },
    });
    expect((await api('GET', path('meera@example.com'), { token })).json).toMatchObject({
      notes: '',
      notesUpdatedAt: null,
    });
    expect(await rows('SELECT * FROM guest_notes')).toEqual([]);
  });

  it("records each edit in the audit log by the key's digest, without the address or the note", async () => {
    await put('meera@example.com', { notes: 'Peanut allergy' });
    await put('meera@example.com', { notes: '' });
    const entries = await rows<{
      actor_id: string;
      action: string;
      target_type: string;
      target_id: string;
      detail: string;
    }>('SELECT actor_id, action, target_type, target_id, detail FROM audit_log ORDER BY id');
    const digest = await guestKeyDigest(env, 'meera@example.com');
    expect(entries).toEqual([
      {
        actor_id: expect.any(String),
        action: 'guest.notes-edited',
        target_type: 'guest',
        target_id: digest,
        detail: '{"cleared":false}',
      },
      {
        actor_id: expect.any(String),
        action: 'guest.notes-edited',
        target_type: 'guest',
        target_id: digest,
        detail: '{"cleared":true}',
      },
    ]);
    const [staff] = await rows<{ id: string }>("SELECT id FROM staff_users WHERE lower(email) = 'admin@example.com'");
    expect(entries[0].actor_id).toBe(staff.id);
    expect(JSON.stringify(entries)).not.toMatch(/meera|peanut/i);
  });

  it('an owner who hashes a candidate address or number with SHA-256 does not find it in the audit log (issue 26)', async () => {
    await put('meera@example.com', { notes: 'Peanut allergy' });
    await put('tel:0305550101', { notes: 'No coriander' });
    const log = await api('GET', '/api/audit', { token });
    expect(log.status).toBe(200);
    for (const candidate of ['meera@example.com', 'tel:0305550101']) {
      const sha256 = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(candidate)));
      const guess = [...sha256.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
      // Before: the entry's targetId was exactly this guess.
      expect(JSON.stringify(log.json), candidate).not.toContain(guess);
      expect(log.json, candidate).toContainEqual(
        expect.objectContaining({ action: 'guest.notes-edited', targetId: await guestKeyDigest(env, candidate) }),
      );
    }
  });

  it('400 for a note too long or with control characters, 404 for an unknown guest, 401 without a token; none writes', async () => {
    expect(await put('meera@example.com', { notes: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      json: { error: M.notesTooLong },
    });
    expect(await put('meera@example.com', { notes: 'Nuts\u0007' })).toMatchObject({
      status: 400,
      json: { error: expect.stringMatching(/Notes/) },
    });
    expect(await put('meera@example.com', {})).toMatchObject({ status: 400, json: { error: M.notesRequired } });
    expect(await put('nobody@example.com', { notes: 'Hello' })).toMatchObject({
      status: 404,
      json: { error: 'Guest not found' },
    });
    expect((await put('meera@example.com', { notes: 'Hello' }, '')).status).toBe(401);
    expect(await rows('SELECT * FROM guest_notes')).toEqual([]);
    expect(await rows('SELECT * FROM audit_log')).toEqual([]);
    // The longest allowed note goes in.
    expect((await put('meera@example.com', { notes: 'x'.repeat(1000) })).status).toBe(200);
  });
});

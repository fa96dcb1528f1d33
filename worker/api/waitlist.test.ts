import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertReservation, login, rows } from '../test/helpers';
import { tablesOf, useRoom } from '../test/room';
import { passOnExpiredOffers } from '../cron/waitlist-offers';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';

/** The waitlist (issue 31): join, a freed table offered, held, taken, or passed on when the hold expires. */
const date = berlinDay(44);
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(async () => {
  await clearTables();
  await env.DB.prepare('DELETE FROM waitlist_entries').run();
  // One table for two, bookable online: a booking at 19:00 fills 19:00 for any other couple.
  await useRoom({ tables: [{ id: 't2', max: 2 }] });
});
afterEach(() => vi.useRealTimers());

const joinBody = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Nair',
  email: 'meera@example.com',
  phone: '+49 30 7654321',
  date,
  from: '19:00',
  to: '20:30',
  guests: 2,
  language: 'en',
  ...over,
});
const join = (over: Record<string, unknown> = {}) => api('POST', '/api/waitlist', { body: joinBody(over) });

/** The link token in the newest email of a kind to a guest. */
async function linkToken(kind: string, to: string) {
  const [email] = await rows<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE kind = ? AND recipient = ? ORDER BY created_at DESC LIMIT 1',
    kind,
    to,
  );
  const match = email?.text_body.match(/\/waitlist\/entry\?token=([\w.-]+)/);
  if (!match) throw new Error(`no ${kind} email with a waitlist link to ${to}`);
  return match[1];
}
const entryOf = async (t: string) => (await api('GET', `/api/waitlist/entry?token=${t}`)).json.entry;
const cancel = (reservationId: string) =>
  api('POST', '/api/reservations/update-status', { token, body: { reservationId, status: 'cancelled' } });
const listed = async () => (await api('GET', `/api/waitlist?date=${date}`, { token })).json.entries;
const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(ms));
};

describe('joining', () => {
  it('puts the guest on the list and emails them the link to see or leave it', async () => {
    const res = await join();
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: "You're on the waitlist for 19:00–20:30. We'll email you as soon as a table frees up.",
      entry: { date, from: '19:00', to: '20:30', guests: 2, status: 'waiting' },
    });
    const t = await linkToken('waitlist-joined', 'meera@example.com');
    expect(await entryOf(t)).toMatchObject({ status: 'waiting', from: '19:00', name: 'Meera Nair', offer: null });
    expect((await api('POST', '/api/waitlist/leave', { body: { token: t } })).json.message).toBe(
      'You have left the waitlist.',
    );
    expect((await entryOf(t)).status).toBe('removed');
  });

  it('refuses a time that is not a slot (409) and bad input (400) in German too', async () => {
    expect(await join({ from: '19:10', to: '20:40' })).toMatchObject({ status: 409 });
    const bad = await api('POST', '/api/waitlist', {
      body: joinBody({ from: '20:00', to: '19:00' }),
      headers: { 'Accept-Language': 'de' },
    });
    expect(bad).toMatchObject({
      status: 400,
      json: { fields: { to: 'Das Ende des Zeitfensters muss nach seinem Beginn liegen' } },
    });
    expect((await api('POST', '/api/waitlist/accept', { body: { token: 'nonsense' } })).status).toBe(400);
  });
});

describe('a freed table', () => {
  it('is offered to the first waiting party, held against online bookings, and taken', async () => {
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    expect((await join()).status).toBe(201);
    expect((await join({ email: 'second@example.com', name: 'Second Guest' })).status).toBe(201);

    expect((await cancel(taken.id)).status).toBe(200);
    const [first, second] = await listed();
    expect(first).toMatchObject({ status: 'offered', offer: { time: '19:00', tables: ['T2'] } });
    expect(second).toMatchObject({ status: 'waiting', offer: null });

    // The hold is real: a guest booking online finds 19:00 full, and so does the form's list.
    const booked = await api('POST', '/api/reservations/book', { body: bookingBody({ date, time: '19:00' }) });
    expect(booked.status).toBe(409);
    const day = (await api('GET', `/api/schedule/availability?date=${date}&guests=2`)).json;
    expect(day.times.find((t: { time: string }) => t.time === '19:00')).toMatchObject({ available: false });

    const t = await linkToken('waitlist-offer', 'meera@example.com');
    expect((await entryOf(t)).offer).toMatchObject({ time: '19:00' });
    const accepted = await api('POST', '/api/waitlist/accept', { body: { token: t } });
    expect(accepted.status).toBe(201);
    expect(accepted.json.reservation).toMatchObject({ date, time: '19:00', guests: 2, status: 'confirmed' });
    expect(await tablesOf(accepted.json.reservation._id)).toEqual(['t2']);
    expect((await listed())[0]).toMatchObject({ status: 'waiting', name: 'Second Guest' });
    const audit = await rows<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'waitlist-entry' ORDER BY at",
    );
    expect(audit.map((a) => a.action)).toEqual([
      'waitlist.joined',
      'waitlist.joined',
      'waitlist.offered',
      'waitlist.accepted',
    ]);
  });

  it('passes on to the next party when the hold expires', async () => {
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    await join();
    await join({ email: 'second@example.com', name: 'Second Guest', language: 'de' });
    await cancel(taken.id);
    const first = await linkToken('waitlist-offer', 'meera@example.com');

    // 31 minutes later (the default hold is 30): the cron expires it and offers the table to the next.
    at(Date.now() + 31 * 60_000);
    const expired = await passOnExpiredOffers(env, new Date());
    expect(expired).toHaveLength(1);
    const [next, gone] = await listed();
    expect(next).toMatchObject({ name: 'Second Guest', status: 'offered', offer: { tables: ['T2'] } });
    expect(gone).toMatchObject({ name: 'Meera Nair', status: 'expired' });
    expect(await api('POST', '/api/waitlist/accept', { body: { token: first } })).toMatchObject({
      status: 409,
      json: { error: 'This offer has expired' },
    });
    const second = await linkToken('waitlist-offer', 'second@example.com');
    expect((await api('POST', '/api/waitlist/accept', { body: { token: second } })).status).toBe(201);
  });

  it('books once when two parties accept the same table at the same moment', async () => {
    await join();
    await join({ email: 'second@example.com', name: 'Second Guest', language: 'de' });
    // As if a hold passed on while the first guest was still on the page: both hold offers on t2.
    await env.DB.prepare(
      `UPDATE waitlist_entries SET status = 'offered', offered_at = ?1, offer_expires_at = ?1 + 600000,
         offer_time = from_time, offer_tables = '["t2"]'`,
    )
      .bind(Date.now())
      .run();
    const tokens = [
      await linkToken('waitlist-joined', 'meera@example.com'),
      await linkToken('waitlist-joined', 'second@example.com'),
    ];
    const answers = await Promise.all(tokens.map((t) => api('POST', '/api/waitlist/accept', { body: { token: t } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(['The table was taken', 'Der Tisch wurde inzwischen vergeben']).toContain(loser.json.error);
    const booked = await rows("SELECT id FROM reservations WHERE status = 'confirmed'");
    expect(booked).toHaveLength(1);
  });
});

describe('every change that frees a table offers it', () => {
  it('a guest cancelling through their manage link', async () => {
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    await join();
    const manage = await signGuestToken(env.JWT_SECRET, 'manage-booking', taken.id, manageLinkExpiry(date), new Date());
    const cancelled = await api('POST', '/api/reservations/manage/cancel', { body: { token: manage, id: taken.id } });
    expect(cancelled.status).toBe(200);
    expect((await listed())[0]).toMatchObject({ status: 'offered', offer: { time: '19:00', tables: ['T2'] } });
  });

  it('staff moving a booking to a later time', async () => {
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    await join();
    expect((await listed())[0].status).toBe('waiting');
    const moved = await api('PATCH', `/api/reservations/${taken.id}`, { token, body: { time: '21:00' } });
    expect(moved.status).toBe(200);
    expect((await listed())[0]).toMatchObject({ status: 'offered', offer: { time: '19:00' } });
  });
});

describe('walk-ins', () => {
  it('are added, listed, seated on a free table in one step, or removed', async () => {
    // Today with one slot at midnight: "now" always falls in it, whenever the suite runs.
    const today = berlinDay(0);
    await env.DB.batch([
      env.DB.prepare('INSERT INTO schedule_days (date, is_open) VALUES (?, 1)').bind(today),
      env.DB.prepare('INSERT INTO time_slots (date, time, max_reservations, available) VALUES (?, ?, 6, 1)').bind(
        today,
        '00:00',
      ),
    ]);
    const walkIn = { name: 'Arjun Das', phone: '+49 30 111222', guests: 2, quotedMinutes: 15 };
    const added = await api('POST', '/api/waitlist/walk-ins', { token, body: walkIn });
    expect(added).toMatchObject({ status: 201, json: { entry: { kind: 'walk-in', status: 'waiting', date: today } } });
    const other = await api('POST', '/api/waitlist/walk-ins', { token, body: { ...walkIn, name: 'Second Party' } });
    const list = (await api('GET', `/api/waitlist?date=${today}`, { token })).json.entries;
    expect(list.map((e: { name: string }) => e.name)).toEqual(['Arjun Das', 'Second Party']);

    const seated = await api('POST', `/api/waitlist/${added.json.entry.id}/seat`, { token, body: {} });
    expect(seated.status).toBe(201);
    expect(seated.json.reservation).toMatchObject({ source: 'walk-in', status: 'seated', date: today, guests: 2 });
    expect(seated.json.reservation.tables).toEqual([{ id: 't2', name: 'T2' }]);
    // The only table is taken now: the second party waits on.
    const full = await api('POST', `/api/waitlist/${other.json.entry.id}/seat`, { token, body: {} });
    expect(full.status).toBe(409);
    expect((await api('DELETE', `/api/waitlist/${other.json.entry.id}`, { token })).status).toBe(200);
    const after = (await api('GET', `/api/waitlist?date=${today}`, { token })).json.entries;
    expect(after.map((e: { status: string }) => e.status)).toEqual(['seated', 'removed']);
  });
});

describe('erasure', () => {
  it('removes the guest’s entries and so their hold: the table is free for others again', async () => {
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    await join();
    await cancel(taken.id);
    expect((await listed())[0].status).toBe('offered');

    await api('POST', '/api/user-data/request', { body: { email: 'MEERA@example.com', type: 'deletion' } });
    const [link] = await rows<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE kind = 'data-request' ORDER BY created_at DESC LIMIT 1",
    );
    const dataToken = link.text_body.match(/token=([\w.-]+)/)![1];
    expect((await api('DELETE', `/api/user-data/request?token=${dataToken}`)).status).toBe(200);
    expect(await listed()).toEqual([]);
    const booked = await api('POST', '/api/reservations/book', { body: bookingBody({ date, time: '19:00' }) });
    expect(booked.status).toBe(201);
  });
});

describe('German', () => {
  it('tells a guest whose hold expired in their language', async () => {
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    await join({ language: 'de' });
    await cancel(taken.id);
    const [offer] = await rows<{ subject: string }>("SELECT subject FROM email_outbox WHERE kind = 'waitlist-offer'");
    expect(offer.subject).toMatch(/^Ein Tisch um 19:00\s?Uhr ist frei für Sie · /u);
    const t = await linkToken('waitlist-offer', 'meera@example.com');
    at(Date.now() + 31 * 60_000);
    expect(await api('POST', '/api/waitlist/accept', { body: { token: t } })).toMatchObject({
      status: 409,
      json: { error: 'Dieses Angebot ist abgelaufen' },
    });
  });
});

describe('retention', () => {
  it('deletes entries dated more than 180 days ago, and keeps the rest', async () => {
    const insert = (id: string, day: string) =>
      env.DB.prepare(
        `INSERT INTO waitlist_entries (id, kind, status, name, email, phone, date, from_time, to_time, guests)
         VALUES (?, 'online', 'expired', 'Old Guest', 'old@example.com', '+49 30 1', ?, '19:00', '20:30', 2)`,
      )
        .bind(id, day)
        .run();
    await insert('old', berlinDay(-181));
    await insert('kept', berlinDay(-180));
    await passOnExpiredOffers(env, new Date());
    expect(await rows('SELECT id FROM waitlist_entries')).toEqual([{ id: 'kept' }]);
  });
});

describe('a table move', () => {
  it('offers the table the booking left to the waiting party', async () => {
    await useRoom({
      tables: [
        { id: 't2', max: 2 },
        { id: 'bar', max: 2, online: false },
      ],
    });
    const taken = await insertReservation({ date, time: '19:00', status: 'confirmed', tableIds: ['t2'] });
    await join();
    const moved = await api('POST', `/api/reservations/${taken.id}/tables`, { token, body: { tableIds: ['bar'] } });
    expect(moved.status).toBe(200);
    expect((await listed())[0]).toMatchObject({ status: 'offered', offer: { tables: ['T2'] } });
  });
});

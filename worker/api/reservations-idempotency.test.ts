import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, bookingBody, clearTables, count, rows } from '../test/helpers';
import { bodyHash } from '../domain/reservations/idempotency';
import { requestDataLink, tokenQuery } from '../test/data-requests';

const OTHER_BODY = 'This Idempotency-Key was already used for a different booking. Send a new key for a new booking.';
const IN_PROGRESS = 'This booking is already being processed';
const GONE = 'The booking made with this Idempotency-Key no longer exists. Please book again with a new key.';

const book = (body: Record<string, unknown>, key: string) =>
  api('POST', '/api/reservations/book', { body, headers: { 'Idempotency-Key': key } });
const reservationCount = () => count('SELECT count(*) AS n FROM reservations');

/** A key left "in progress" by a request that died (kill -9, a crashed isolate) at `leaseUntil`. */
async function strandKey(key: string, body: Record<string, unknown>, leaseUntil: number) {
  await env.DB.prepare(
    'INSERT INTO idempotency_keys (key, body_hash, status, lease_until, created_at) VALUES (?, ?, 0, ?, ?)',
  )
    .bind(key, await bodyHash(body), leaseUntil, Date.now() - 60_000)
    .run();
}

beforeEach(clearTables);

describe('an Idempotency-Key belongs to one body', () => {
  it('refuses another guest’s booking under a used key with 422, showing nothing of the first guest', async () => {
    const first = await book(bookingBody(), 'shared-key');
    expect(first.status).toBe(201);
    const intruder = bookingBody({ name: 'Karl Weber', email: 'karl@example.com', phone: '+49 30 7654321' });
    const second = await book(intruder, 'shared-key');
    expect(second.status).toBe(422);
    expect(second.json).toEqual({ error: OTHER_BODY, message: OTHER_BODY });
    expect(JSON.stringify(second.json)).not.toMatch(/Anjali|anjali@example\.com|1234567/);
    // The first booking stands alone; the second guest is told to retry with a new key.
    expect(await rows('SELECT name FROM reservations')).toEqual([{ name: 'Anjali Menon' }]);
    expect((await book(intruder, 'new-key')).status).toBe(201);
  });

  it('treats the same booking with its fields in another order and padded text as the same body', async () => {
    const body = bookingBody();
    const reordered = Object.fromEntries(
      Object.entries(body)
        .reverse()
        .map(([k, v]) => [k, k === 'name' ? `  ${v} ` : v]),
    );
    expect((await book(body, 'same-body')).status).toBe(201);
    const again = await book(reordered, 'same-body');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await reservationCount()).toBe(1);
  });

  it('answers a key over 200 characters with 400 instead of cutting it, so two long keys never collide', async () => {
    const long = 'k'.repeat(200);
    const res = await book(bookingBody(), `${long}-first`);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Idempotency-Key must be at most 200 characters');
    expect(await reservationCount()).toBe(0);
    expect((await book(bookingBody(), long)).status).toBe(201);
  });

  it('stores no personal data with the key, and rebuilds a replay from the reservation', async () => {
    const first = await book(bookingBody(), 'no-pii');
    const [stored] = await rows<Record<string, unknown>>('SELECT * FROM idempotency_keys');
    expect(stored).toMatchObject({
      key: 'no-pii',
      status: 201,
      reservation_id: first.json.reservation._id,
      reason: null,
      lease_until: 0,
    });
    expect(JSON.stringify(stored)).not.toMatch(/Anjali|anjali@example\.com|1234567|Window seat/);
    expect(stored.body_hash).toMatch(/^[0-9a-f]{64}$/);

    const replay = await book(bookingBody(), 'no-pii');
    expect(replay).toMatchObject({ status: 201, json: first.json });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('keeps only the fixed reason of a refusal, and replays it', async () => {
    const date = bookingBody().date;
    await env.DB.prepare("INSERT INTO schedule_days (date, is_open, special_note) VALUES (?, 0, '')").bind(date).run();
    const first = await book(bookingBody(), 'refused');
    expect(first.status).toBe(409);
    expect(await rows('SELECT status, reservation_id, reason FROM idempotency_keys')).toEqual([
      { status: 409, reservation_id: null, reason: "We're closed on this date" },
    ]);
    expect(await book(bookingBody(), 'refused')).toMatchObject({ status: 409, json: first.json });
  });

  it('answers 410 for a key whose booking was erased since, without booking again', async () => {
    const first = await book(bookingBody(), 'erased');
    // The guest erases their data through the emailed deletion link.
    const erased = await api('DELETE', tokenQuery(await requestDataLink('anjali@example.com', 'deletion')));
    expect(erased).toMatchObject({ status: 200, json: { reservationsDeleted: 1 } });
    const replay = await book(bookingBody(), 'erased');
    expect(replay.status).toBe(410);
    expect(replay.json).toEqual({ error: GONE, message: GONE });
    expect(JSON.stringify(replay.json)).not.toContain(first.json.reservation._id);
    expect(await reservationCount()).toBe(0);
  });
});

describe('a crash does not strand a key', () => {
  it('lets a retry with the same body take over a key whose 30 s lease ran out, and books it', async () => {
    await strandKey('crashed', bookingBody(), Date.now() - 1);
    const retry = await book(bookingBody(), 'crashed');
    expect(retry.status).toBe(201);
    expect(await reservationCount()).toBe(1);
    expect(await rows('SELECT status, lease_until FROM idempotency_keys')).toEqual([{ status: 201, lease_until: 0 }]);
    // From then on it replays that booking.
    expect(await book(bookingBody(), 'crashed')).toMatchObject({ status: 201, json: retry.json });
  });

  it('answers 409 with Retry-After while the lease runs, booking nothing', async () => {
    await strandKey('running', bookingBody(), Date.now() + 20_000);
    const res = await book(bookingBody(), 'running');
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(IN_PROGRESS);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(19);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(20);
    expect(await reservationCount()).toBe(0);
  });

  it('never lets another body take over an expired lease', async () => {
    await strandKey('crashed-other', bookingBody(), Date.now() - 1);
    const res = await book(bookingBody({ name: 'Karl Weber' }), 'crashed-other');
    expect(res.status).toBe(422);
    expect(await reservationCount()).toBe(0);
  });

  it('gives an expired lease to exactly one of many retries at once', async () => {
    await strandKey('herd', bookingBody(), Date.now() - 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(bookingBody(), 'herd')));
    expect(await reservationCount()).toBe(1);
    const booked = answers.filter((a) => a.status === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    for (const a of booked) expect(a.json).toEqual(booked[0].json);
    for (const a of answers.filter((x) => x.status !== 201))
      expect(a).toMatchObject({ status: 409, json: { error: IN_PROGRESS } });
  });
});

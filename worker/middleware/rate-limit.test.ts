import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, api, bookingBody, clearTables, count } from '../test/helpers';

const BOOKING = 'Too many booking requests from your connection. Please wait a minute and try again.';
const LOGIN = 'Too many sign-in attempts from your connection. Please wait a minute and try again.';
const DATA = 'Too many data requests from your connection. Please wait a minute and try again.';

let run = 0;
/** A client of this test alone (the limiter's counts outlive clearTables). */
const client = () => `198.18.${++run}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * The binding counts in fixed 60 s windows aligned to the clock; a burst that straddled the turn of
 * a minute would be counted in two windows, so start each burst early in one.
 */
async function earlyInAMinute() {
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 50));
}

const bookFrom = (ip: string, i: number) =>
  api('POST', '/api/reservations/book', {
    body: bookingBody({ email: `guest${i}@example.com`, time: ['18:00', '19:00', '20:00'][i % 3] }),
    headers: { 'cf-connecting-ip': ip },
  });

beforeEach(clearTables);

describe('per-client rate limits (Workers Rate Limiting binding)', () => {
  it('answers the 11th booking in a minute from one client 429 with Retry-After, and another client books', async () => {
    await earlyInAMinute();
    const ip = client();
    const first = [];
    for (let i = 0; i < 10; i++) first.push((await bookFrom(ip, i)).status);
    expect(first).toEqual(Array(10).fill(201));
    const eleventh = await bookFrom(ip, 10);
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ error: BOOKING, message: BOOKING });
    expect(eleventh.headers.get('Retry-After')).toBe('60');
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(10);
    expect((await bookFrom(client(), 11)).status).toBe(201);
  }, 70_000);

  it('counts a parallel burst too: at most 10 of 30 get through, the rest 429', async () => {
    await earlyInAMinute();
    const ip = client();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => bookFrom(ip, i)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 429).length, statuses.join(',')).toBe(10);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBeLessThanOrEqual(10);
  }, 70_000);

  it('counts every address of one IPv6 /64 as one client', async () => {
    await earlyInAMinute();
    const prefix = `2001:db8:${(++run).toString(16)}:7`;
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await api('POST', '/api/reservations/book', {
        body: bookingBody({ email: `v6-${i}@example.com` }),
        headers: { 'cf-connecting-ip': `${prefix}::${(i + 1).toString(16)}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(-1)).toEqual([429]);
    expect(
      (
        await api('POST', '/api/reservations/book', {
          body: bookingBody(),
          headers: { 'cf-connecting-ip': `2001:db8:${run.toString(16)}:8::1` },
        })
      ).status,
    ).not.toBe(429);
  }, 70_000);

  it('limits requests refused as invalid too, before the body is read', async () => {
    await earlyInAMinute();
    const ip = client();
    for (let i = 0; i < 10; i++)
      expect(
        (await api('POST', '/api/reservations/book', { body: {}, headers: { 'cf-connecting-ip': ip } })).status,
      ).toBe(400);
    expect(
      (await api('POST', '/api/reservations/book', { body: {}, headers: { 'cf-connecting-ip': ip } })).status,
    ).toBe(429);
  }, 70_000);

  it('limits sign-in per client: the 11th attempt in a minute is 429 even with the right password', async () => {
    await earlyInAMinute();
    const ip = client();
    // Unknown accounts, so the per-client failure throttle (5 per 15 min) is met by other clients' budgets only.
    for (let i = 0; i < 4; i++)
      await api('POST', '/api/auth/login', {
        body: { email: `nobody${i}@example.com`, password: 'wrong-guess' },
        headers: { 'cf-connecting-ip': ip },
      });
    for (let i = 0; i < 6; i++)
      expect((await api('POST', '/api/auth/login', { body: ADMIN, headers: { 'cf-connecting-ip': ip } })).status).toBe(
        200,
      );
    const res = await api('POST', '/api/auth/login', { body: ADMIN, headers: { 'cf-connecting-ip': ip } });
    expect(res).toMatchObject({ status: 429, json: { error: LOGIN } });
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(
      (await api('POST', '/api/auth/login', { body: ADMIN, headers: { 'cf-connecting-ip': client() } })).status,
    ).toBe(200);
  }, 70_000);

  it.each(['POST', 'GET', 'DELETE'])(
    'limits %s /api/user-data/request per client, the form and the link sharing one budget',
    async (method) => {
      await earlyInAMinute();
      const ip = client();
      const dataRequest = (m: string, i: number, from = ip) =>
        m === 'POST'
          ? api('POST', '/api/user-data/request', {
              body: { email: `nobody${i}@example.com`, type: 'access' },
              headers: { 'cf-connecting-ip': from },
            })
          : api(m, '/api/user-data/request?token=not-a-link', { headers: { 'cf-connecting-ip': from } });
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push((await dataRequest(['POST', 'GET', 'DELETE'][i % 3], i)).status);
      expect(statuses).toEqual([202, 401, 401, 202, 401, 401, 202, 401, 401, 202]);
      const res = await dataRequest(method, 10);
      expect(res).toMatchObject({ status: 429, json: { error: DATA } });
      expect(res.headers.get('Retry-After')).toBe('60');
      // The refused form sent nothing; another client is served.
      expect(await count("SELECT count(*) AS n FROM email_outbox WHERE recipient = 'nobody10@example.com'")).toBe(0);
      expect((await dataRequest(method, 11, client())).status).toBe(method === 'POST' ? 202 : 401);
    },
    70_000,
  );

  it('leaves other routes alone: 30 menu reads from one client all answer', async () => {
    const ip = client();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        api('GET', '/api/menu/available', { headers: { 'cf-connecting-ip': ip } }).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

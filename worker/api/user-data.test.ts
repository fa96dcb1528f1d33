import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, clearTables, count, insertReservation, rows, signToken } from '../test/helpers';
import { requestWithEnv } from '../test/env-request';
import { freshClientIp } from '../test/client-ip';
import { emailedDataLinks, insertOrder, requestDataLink, tokenQuery } from '../test/data-requests';
import { signGuestToken, verifyGuestToken } from '../domain/reservations/guest-token';
import { DATA_REQUEST_MESSAGES as M } from '../../shared/messages';
import { RESTAURANT } from '../../shared/restaurant';

const HOUR = 3_600_000;
const NOT_FOUND = { error: 'No data found for this email', message: 'No data found for this email' };
const error = (text: string) => ({ error: text, message: text });

beforeEach(async () => {
  await clearTables();
  await insertReservation({
    id: 'r1',
    name: 'Meera Pillai',
    email: 'Meera@Example.com',
    date: '2027-01-10',
    time: '19:30',
    guests: 4,
  });
  await insertReservation({
    id: 'r2',
    name: 'Meera Pillai',
    email: 'meera@example.com',
    date: '2027-01-05',
    time: '20:00',
    guests: 2,
    status: 'cancelled',
  });
  await insertReservation({ id: 'other', name: 'Arun Nair', email: 'arun@example.com' });
  await insertOrder({
    id: 'o1',
    email: 'MEERA@example.com',
    createdAt: Date.UTC(2027, 0, 10, 19),
    lines: [
      ['Masala Dosa', 1250, 2],
      ['Filter Coffee', 350, 1],
    ],
  });
  await insertOrder({
    id: 'o-other',
    name: 'Arun',
    email: 'arun@example.com',
    createdAt: Date.UTC(2027, 0, 11),
    lines: [['Medu Vada', 450, 1]],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The form's request, answered as raw bytes. */
async function submit(email: string, type: string) {
  const res = await exports.default.fetch('https://kovalam.test/api/user-data/request', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': freshClientIp() },
    body: JSON.stringify({ email, type }),
  });
  return { status: res.status, type: res.headers.get('Content-Type'), text: await res.text() };
}

describe('POST /api/user-data/request', () => {
  it('answers 202 byte for byte the same for an address with data and one without, and emails each a link', async () => {
    const known = await submit('meera@example.com', 'access');
    const unknown = await submit('nobody@example.com', 'access');
    expect(known).toEqual({ status: 202, type: 'application/json', text: JSON.stringify({ message: M.linkSent }) });
    expect(unknown).toEqual(known);
    expect(await rows('SELECT kind, recipient, subject FROM email_outbox ORDER BY rowid')).toEqual([
      { kind: 'data-request', recipient: 'meera@example.com', subject: expect.stringMatching(/confirm your request$/) },
      {
        kind: 'data-request',
        recipient: 'nobody@example.com',
        subject: expect.stringMatching(/confirm your request$/),
      },
    ]);
    expect((await emailedDataLinks('nobody@example.com'))[0].origin).toBe(RESTAURANT.url);
  });

  it.each([
    ['access', 'data-access'],
    ['deletion', 'data-deletion'],
  ] as const)(
    'a %s request emails, to the address as typed, a 1-hour %s link for the lower-cased address',
    async (type, purpose) => {
      const sentAt = Date.now();
      const token = await requestDataLink('Meera@Example.COM', type);
      expect(await rows('SELECT recipient FROM email_outbox')).toEqual([{ recipient: 'Meera@Example.COM' }]);
      const check = await verifyGuestToken(env.JWT_SECRET, purpose, token, new Date());
      expect(check).toMatchObject({ ok: true, token: { subject: 'meera@example.com' } });
      const expiresAt = check.ok ? check.token.expiresAt : 0;
      expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(sentAt / 1000) * 1000 + HOUR);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOUR);
    },
  );

  it('emails one address at most 3 times an hour (any case), answering the 4th the same; others and the next hour are unaffected', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2027-02-01T10:00:00Z'));
    const answers = [];
    for (const email of ['meera@example.com', 'MEERA@example.com', 'meera@example.com', 'Meera@Example.com'])
      answers.push(await submit(email, 'deletion'));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await emailedDataLinks('meera@example.com')).toHaveLength(3);
    await submit('arun@example.com', 'access');
    expect(await emailedDataLinks('arun@example.com')).toHaveLength(1);

    vi.setSystemTime(Date.parse('2027-02-01T10:59:59Z'));
    expect((await submit('meera@example.com', 'access')).status).toBe(202);
    expect(await emailedDataLinks('meera@example.com')).toHaveLength(3);
    vi.setSystemTime(Date.parse('2027-02-01T11:00:01Z'));
    expect((await submit('meera@example.com', 'access')).status).toBe(202);
    expect(await emailedDataLinks('meera@example.com')).toHaveLength(4);
  });

  it.each([
    [{ email: 'meera', type: 'access' }, { email: 'Invalid email address' }],
    [{ email: 'meera@example.com', type: 'export' }, { type: 'Request type must be access or deletion' }],
    [{ type: 'access' }, { email: 'Email is required' }],
  ])('400 for %j, emailing nothing', async (body, fields) => {
    const res = await api('POST', '/api/user-data/request', { body });
    expect(res).toMatchObject({ status: 400, json: { fields } });
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
  });

  it('503 in production with weak secrets, for the form and for a link, emailing and showing nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the weak-secrets log line
    const token = await requestDataLink('meera@example.com', 'access');
    const production = {
      ENVIRONMENT: 'production',
      ADMIN_PASSWORD: 'a-long-production-password',
      JWT_SECRET: env.JWT_SECRET,
    };
    const weak = { ...production, JWT_SECRET: 'short' };
    const answer = async (...call: Parameters<typeof requestWithEnv>) => {
      const { status, json } = await requestWithEnv(...call);
      return { status, json };
    };
    expect(
      await answer(weak, 'POST', '/api/user-data/request', { body: { email: 'meera@example.com', type: 'access' } }),
    ).toEqual({ status: 503, json: error(M.unavailable) });
    expect(await answer(weak, 'GET', tokenQuery(token))).toEqual({ status: 503, json: error(M.unavailable) });
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(1);
    // The control: with strong secrets production answers.
    expect((await requestWithEnv(production, 'GET', tokenQuery(token))).status).toBe(200);
  });
});

describe('GET /api/user-data/request?token=', () => {
  const expected = {
    reservations: [
      { _id: 'r2', date: '2027-01-05', time: '20:00', guests: 2, name: 'Meera Pillai', status: 'cancelled' },
      { _id: 'r1', date: '2027-01-10', time: '19:30', guests: 4, name: 'Meera Pillai', status: 'pending' },
    ],
    orders: [
      {
        id: 'o1',
        date: new Date(Date.UTC(2027, 0, 10, 19)).toISOString(),
        status: 'paid',
        total: 2850,
        items: [
          { name: 'Masala Dosa', quantity: 2, price: 1250 },
          { name: 'Filter Coffee', quantity: 1, price: 350 },
        ],
      },
    ],
  };

  it.each(['access', 'deletion'] as const)(
    "with a %s link: the address's reservations and orders (any case), nobody else's, changing nothing",
    async (type) => {
      const token = await requestDataLink('meera@example.com', type);
      const res = await api('GET', tokenQuery(token));
      expect(res).toMatchObject({ status: 200, json: expected });
      expect(JSON.stringify(res.json)).not.toMatch(/arun/i);
      // Reading twice works, and reading erased nothing.
      expect((await api('GET', tokenQuery(token))).status).toBe(200);
      expect(await count('SELECT count(*) AS n FROM reservations')).toBe(3);
      expect(await count('SELECT count(*) AS n FROM used_tokens')).toBe(0);
    },
  );

  it('404 No data found for an address without data', async () => {
    expect(await api('GET', tokenQuery(await requestDataLink('nobody@example.com', 'access')))).toMatchObject({
      status: 404,
      json: NOT_FOUND,
    });
  });

  it('401 for a tampered, foreign or wrong-purpose token, showing nothing', async () => {
    const good = await requestDataLink('meera@example.com', 'access');
    const [head, payload, signature] = good.split('.');
    const arun = await requestDataLink('arun@example.com', 'access');
    const inAnHour = new Date(Date.now() + HOUR);
    for (const token of [
      `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${head}.${arun.split('.')[1]}.${signature}`, // Arun's address under Meera's signature
      await signGuestToken(env.JWT_SECRET, 'manage-booking', 'meera@example.com', inAnHour, new Date()),
      await signGuestToken(env.JWT_SECRET, 'manage-booking', 'r1', inAnHour, new Date()),
      await signGuestToken(
        'another-secret-0123456789abcdef0123456789',
        'data-access',
        'meera@example.com',
        inAnHour,
        new Date(),
      ),
      await signToken({ claims: { aud: 'data-access' } }), // the admin's kind of token
      'not-a-token',
    ]) {
      const res = await api('GET', tokenQuery(token));
      expect(res, token).toMatchObject({ status: 401, json: error(M.invalidLink) });
      expect(JSON.stringify(res.json)).not.toMatch(/meera|arun/i);
    }
  });

  it('410 once the link is an hour old (valid until then); a token signed with past dates too', async () => {
    const token = await requestDataLink('meera@example.com', 'access');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HOUR - 5_000);
    expect((await api('GET', tokenQuery(token))).status).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await api('GET', tokenQuery(token))).toMatchObject({ status: 410, json: error(M.linkGone) });
    vi.useRealTimers();
    const past = await signGuestToken(
      env.JWT_SECRET,
      'data-deletion',
      'meera@example.com',
      new Date(Date.now() - 60_000),
      new Date(Date.now() - HOUR),
    );
    expect(await api('GET', tokenQuery(past))).toMatchObject({ status: 410, json: error(M.linkGone) });
    expect(await api('DELETE', tokenQuery(past))).toMatchObject({ status: 410, json: error(M.linkGone) });
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(3);
  });
});

describe('without a token', () => {
  it.each(['GET', 'DELETE'])(
    '%s ?email= is 400 token required, the same for a known and an unknown address, disclosing and erasing nothing',
    async (method) => {
      const answers = [];
      for (const email of ['meera@example.com', 'nobody@example.com']) {
        const res = await api(method, `/api/user-data/request?email=${encodeURIComponent(email)}`);
        expect(res).toMatchObject({
          status: 400,
          json: { error: M.tokenRequired, fields: { token: M.tokenRequired } },
        });
        expect(JSON.stringify(res.json)).not.toMatch(/meera|nobody|found|reservation|order/i);
        answers.push(res.json);
      }
      expect(answers[0]).toEqual(answers[1]);
      for (const query of ['', '?token=', '?token=%20%20']) {
        expect(await api(method, `/api/user-data/request${query}`)).toMatchObject({
          status: 400,
          json: { fields: { token: M.tokenRequired } },
        });
      }
      expect(await count('SELECT count(*) AS n FROM reservations')).toBe(3);
      expect(await count('SELECT count(*) AS n FROM orders')).toBe(2);
    },
  );
});

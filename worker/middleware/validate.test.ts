import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, count, insertReservation, login, rows } from '../test/helpers';

const JSON_ONLY = 'Send the body as JSON (Content-Type: application/json)';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const dish = {
  name: 'Appam',
  description: 'Rice pancakes',
  price: 450,
  image: '/images/appam.svg',
  category: 'main',
  // A published dish declares its allergens (issue 30).
  allergens: [],
};

/** Every JSON endpoint, with a body it would accept, and whether it needs the admin token. */
const ENDPOINTS = [
  { method: 'POST', path: '/api/reservations/book', body: () => bookingBody(), admin: false },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: () => ({ email: 'admin@example.com', password: 'wrong-password' }),
    admin: false,
  },
  { method: 'POST', path: '/api/menu', body: () => dish, admin: true },
  {
    method: 'POST',
    path: '/api/banners',
    body: () => ({ image: '/b.svg', title: 'Onam', description: 'Sadya' }),
    admin: true,
  },
  { method: 'POST', path: '/api/schedule/update', body: () => ({ date: berlinDay(5), isOpen: false }), admin: true },
  { method: 'POST', path: '/api/orders/update-status', body: () => ({ orderId: 'x', status: 'paid' }), admin: true },
  {
    method: 'POST',
    path: '/api/user-data/request',
    body: () => ({ email: 'ravi@example.com', type: 'access' }),
    admin: false,
  },
] as const;

/** The same fields in each way a browser form or a careless client sends them. */
function notJson(body: Record<string, unknown>): Record<string, { raw: BodyInit; headers: Record<string, string> }> {
  const form = new URLSearchParams(Object.entries(body).map(([k, val]) => [k, String(val)]));
  const multipart = new FormData();
  for (const [k, val] of Object.entries(body)) multipart.append(k, String(val));
  return {
    'text/plain': { raw: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } },
    'form-urlencoded': { raw: form, headers: {} },
    multipart: { raw: multipart, headers: {} },
    // A byte body gets no Content-Type from fetch.
    'no content type': { raw: new TextEncoder().encode(JSON.stringify(body)), headers: {} },
    'text/json': { raw: JSON.stringify(body), headers: { 'Content-Type': 'text/json' } },
  };
}

describe('a body that is not JSON gets 415', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      for (const [kind, { raw, headers }] of Object.entries(notJson(endpoint.body()))) {
        const res = await api(endpoint.method, endpoint.path, {
          raw,
          headers: { ...headers, 'cf-connecting-ip': '10.41.5.1' },
          token: endpoint.admin ? token : undefined,
        });
        expect(res.status, kind).toBe(415);
        expect(res.json, kind).toEqual({ error: JSON_ONLY, message: JSON_ONLY });
      }
    });
  }

  it('accepts JSON with a charset and the +json types', async () => {
    const charset = await api('POST', '/api/menu', {
      body: dish,
      token,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(201);
    const plusJson = await api('POST', '/api/menu', {
      body: { ...dish, name: 'Puttu' },
      token,
      headers: { 'Content-Type': 'application/vnd.kovalam+json' },
    });
    expect(plusJson.status).toBe(201);
  });

  it('checks the admin token before the content type', async () => {
    const res = await api('POST', '/api/menu', { raw: 'name=x', headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(401);
  });
});

const BAD: Record<string, string> = {
  NUL: '\u0000',
  'zero-width space': '\u200B',
  'RTL override': '\u202E',
  BOM: '\uFEFF',
  'line separator (U+2028)': '\u2028',
  'paragraph separator (U+2029)': '\u2029',
};
const GOOD = ['José Ñúñez', 'தமிழ்', '李雷', '😀', '👨\u200D👩\u200D👧'];

describe('invisible and control characters: 400 naming the field', () => {
  it.each(Object.entries(BAD))('%s in a booking name', async (_, char) => {
    const res = await api('POST', '/api/reservations/book', { body: bookingBody({ name: `Ana${char}Bell` }) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Name contains invisible or control characters');
    expect(res.json.fields).toEqual({ name: 'Name contains invisible or control characters' });
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(0);
  });

  it.each(GOOD)('%s is booked and stored as sent', async (name) => {
    const res = await api('POST', '/api/reservations/book', {
      body: bookingBody({ name, specialRequests: 'Window seat\nhigh chair' }),
    });
    expect(res.status).toBe(201);
    expect(res.json.reservation.name).toBe(name);
    const [row] = await rows<{ name: string; special_requests: string }>(
      'SELECT name, special_requests FROM reservations',
    );
    expect(row).toEqual({ name, special_requests: 'Window seat\nhigh chair' });
  });

  it.each([
    ['POST', '/api/reservations/book', 'occasion', bookingBody({ occasion: 'Birth\u200Bday' }), 'Occasion'],
    [
      'POST',
      '/api/reservations/book',
      'specialRequests',
      bookingBody({ specialRequests: 'Window\u202Eseat' }),
      'Special requests',
    ],
    [
      'POST',
      '/api/reservations/book',
      'specialRequests',
      bookingBody({ specialRequests: 'Window seat\u2028high chair' }),
      'Special requests',
    ],
    ['POST', '/api/reservations/book', 'email', bookingBody({ email: 'ana\u200B@example.com' }), 'Email'],
    ['POST', '/api/menu', 'name', { ...dish, name: 'Dosa\u0000' + 'x' }, 'Name'],
    ['POST', '/api/menu', 'description', { ...dish, description: 'Crisp\u200Bdosa' }, 'Description'],
    ['POST', '/api/banners', 'title', { image: '/b.svg', title: 'On\uFEFFam', description: 'Sadya' }, 'Title'],
    [
      'POST',
      '/api/banners',
      'description',
      { image: '/b.svg', title: 'Onam', description: 'Sa\u0007dya' },
      'Description',
    ],
    [
      'POST',
      '/api/schedule/update',
      'specialNote',
      { date: berlinDay(5), isOpen: false, specialNote: 'Closed\u202E for Onam' },
      'Special note',
    ],
    [
      'POST',
      '/api/orders/place',
      'customerName',
      {
        customerName: 'Ana\u200BBell',
        customerEmail: 'a@example.com',
        reservationId: 'r1',
        items: [{ menuItemId: 'd', quantity: 1 }],
      },
      'customerName',
    ],
  ] as const)('%s %s: %s', async (method, path, field, body, label) => {
    const res = await api(method, path, { body, token });
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toBe(`${label} contains invisible or control characters`);
    expect(res.json.error).toContain(`${label} contains invisible or control characters`);
  });

  it('a sign-in e-mail and a data-request e-mail', async () => {
    const signIn = await api('POST', '/api/auth/login', {
      body: { email: 'admin\u200B@example.com', password: 'change-me-please' },
      headers: { 'cf-connecting-ip': '10.41.5.2' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.json.error).toBe('Email contains invisible or control characters');
    await insertReservation({ email: 'ravi@example.com' });
    const access = await api('POST', '/api/user-data/request', {
      body: { email: 'ravi\u202E@example.com', type: 'access' },
    });
    expect(access.status).toBe(400);
    expect(access.json.error).toBe('Email contains invisible or control characters');
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
  });

  it('a menu description keeps its line breaks', async () => {
    const res = await api('POST', '/api/menu', { body: { ...dish, description: 'Crisp dosa\n\twith sambar' }, token });
    expect(res.status).toBe(201);
    expect(res.json.item.description).toBe('Crisp dosa\n\twith sambar');
  });
});

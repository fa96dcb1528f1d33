import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinTomorrow } from '../../shared/berlin-time';
import { nastyString } from './arbitraries';
import { fingerprint } from './fingerprint';
import { bearer, FC_OPTIONS, probe, seed, type Seed } from './harness';

/** Malformed JSON, wrong content types, the 64 KB limit, odd methods and junk credentials. */
let s: Seed;
beforeAll(async () => {
  s = await seed();
});

/** Every route that reads a body, with a body it would accept as JSON (so only transport is wrong). */
const bodyRoutes = (s: Seed) => [
  {
    method: 'POST',
    path: '/api/auth/login',
    admin: false,
    valid: { email: 'admin@example.com', password: 'change-me-please' },
  },
  { method: 'POST', path: '/api/auth/logout', admin: false, valid: {} },
  {
    method: 'POST',
    path: '/api/menu',
    admin: true,
    valid: {
      name: 'Vada',
      description: 'Lentil doughnut',
      price: 500,
      image: '/v.svg',
      category: 'starters',
      allergens: [],
    },
  },
  {
    method: 'PUT',
    path: `/api/menu/${s.menuId}`,
    admin: true,
    valid: { name: 'Dosa', description: 'Crêpe', price: 900, image: '/d.svg', category: 'main', allergens: [] },
  },
  { method: 'POST', path: '/api/banners', admin: true, valid: { image: '/b.svg', title: 'Hi', description: 'There' } },
  {
    method: 'PUT',
    path: `/api/banners/${s.bannerId}`,
    admin: true,
    valid: { image: '/b.svg', title: 'Hey', description: 'There' },
  },
  {
    method: 'POST',
    path: '/api/reservations/book',
    admin: false,
    valid: {
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+49 30 1234567',
      date: addDays(berlinTomorrow(), 5),
      time: '20:00',
      guests: 2,
    },
  },
  {
    method: 'POST',
    path: '/api/reservations/update-status',
    admin: true,
    valid: { reservationId: s.reservationId, status: 'confirmed' },
  },
  {
    method: 'POST',
    path: '/api/schedule/update',
    admin: true,
    valid: { date: addDays(berlinTomorrow(), 40), isOpen: true },
  },
  {
    method: 'POST',
    path: '/api/orders/place',
    admin: true,
    valid: {
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      reservationId: s.reservationId,
      items: [{ menuItemId: s.menuId, quantity: 1 }],
    },
  },
  { method: 'POST', path: '/api/orders/update-status', admin: true, valid: { orderId: s.orderId, status: 'paid' } },
];

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'json',
  ';;;',
  'application/json; charset=utf-16',
  'application/xml',
];

/** Text that is not JSON, or JSON cut short, or JSON of the wrong shape for any route. */
const malformed = (valid: unknown) => {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'undefined',
      'NaN',
      '[1,2',
      '"unterminated',
      '\uFEFF{}',
      '{"__proto__":{"admin":true}}',
      '{"a":1}{"b":2}',
      'null',
      '[]',
      '0',
      'true',
      '{"a":"\\ud800"}',
      '{"a":"\\u00"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      '{"a":1e999999}',
      '-',
    ),
    fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)),
    fc.constant(new URLSearchParams(Object.entries(valid as Record<string, string>)).toString()),
    nastyString.filter((x) => x.length < 5000),
  );
};

/** Bytes that are not UTF-8 at all. */
const badBytes = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => new Uint8Array([0xff, 0xfe, ...b]));

describe('transport: never 5xx, always a JSON error, a rejected write changes nothing', () => {
  // Tests are declared before the seed exists: label them from placeholder ids, run on the real ones.
  bodyRoutes({ token: '', menuId: ':id', bannerId: ':id', reservationId: '', orderId: '', email: '' }).forEach(
    (label, i) => {
      it(`malformed bodies and content types: ${label.method} ${label.path}`, async () => {
        const r = bodyRoutes(s)[i];
        const contentType = fc.option(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), { freq: 6 });
        const payload = fc.oneof({ weight: 4, arbitrary: malformed(r.valid) }, { weight: 1, arbitrary: badBytes });
        // A valid body under a content type other than JSON is not read: it must not write either.
        const mistyped = fc.tuple(fc.constantFrom(...OTHER_TYPES, null), fc.constant(JSON.stringify(r.valid)));
        await fc.assert(
          fc.asyncProperty(fc.oneof(fc.tuple(contentType, payload), mistyped), async ([type, body]) => {
            const headers: Record<string, string> = {
              ...(r.admin ? bearer(s) : {}),
              ...(type ? { 'Content-Type': type } : {}),
            };
            await probe({
              method: r.method,
              path: r.path,
              body,
              headers,
              mayWrite: r.path.endsWith('/login') ? ['login_failures'] : [],
            });
          }),
          { ...FC_OPTIONS, numRuns: 40 },
        );
      });
    },
  );

  it('the fingerprint notices a write (so "nothing changed" is a real check)', async () => {
    const before = await fingerprint();
    const r = bodyRoutes(s)[4]; // POST /api/banners
    expect(
      (
        await probe({
          method: r.method,
          path: r.path,
          body: JSON.stringify(r.valid),
          headers: { 'Content-Type': 'application/json', ...bearer(s) },
        })
      ).status,
    ).toBe(201);
    expect(await fingerprint()).not.toEqual(before);
  });

  it('answers 413 with a JSON error and writes nothing for bodies over 64 KB, with or without Content-Length', async () => {
    const writes = [
      ...bodyRoutes(s),
      { method: 'DELETE', path: `/api/menu/${s.menuId}`, admin: true, valid: {} },
      { method: 'PATCH', path: `/api/banners/toggle/${s.bannerId}`, admin: true, valid: {} },
    ];
    for (const r of writes) {
      // A body that would be valid but for one 70 KB string field.
      const big = JSON.stringify({ ...r.valid, specialRequests: 'x'.repeat(70_000), description: 'é'.repeat(35_000) });
      const headers = { 'Content-Type': 'application/json', ...(r.admin ? bearer(s) : {}) };
      expect((await probe({ method: r.method, path: r.path, body: big, headers })).status, r.path).toBe(413);
      const stream = new Blob([big]).stream(); // no Content-Length: the limit must count the bytes as they arrive
      expect(
        (await probe({ method: r.method, path: r.path, body: stream, headers })).status,
        `${r.path} streamed`,
      ).toBe(413);
    }
  });
});

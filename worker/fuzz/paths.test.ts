import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathId } from './arbitraries';
import { bearer, FC_OPTIONS, probe, seed, type Seed } from './harness';

/** Ids in paths, methods a route does not have, paths that do not exist, and junk credentials. */
let s: Seed;
beforeAll(async () => {
  s = await seed();
});

// Deletes last: once the seeded id is gone, the others would only ever see 404s.
const ID_ROUTES = [
  { method: 'GET', prefix: '/api/orders', id: (s: Seed) => s.orderId },
  { method: 'PATCH', prefix: '/api/banners/toggle', id: (s: Seed) => s.bannerId },
  { method: 'DELETE', prefix: '/api/banners', id: (s: Seed) => s.bannerId },
  { method: 'DELETE', prefix: '/api/menu', id: (s: Seed) => s.menuId },
];

/** Every route of the API (ids stand in as `x`), plus near-misses that must be JSON 404s. */
const PATHS = [
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/session',
  '/api/menu',
  '/api/menu/featured',
  '/api/menu/available',
  '/api/menu/coming-soon',
  '/api/menu/x',
  '/api/banners',
  '/api/banners/active',
  '/api/banners/x',
  '/api/banners/toggle/x',
  '/api/schedule',
  '/api/schedule/default',
  '/api/schedule/check-availability',
  '/api/schedule/update',
  '/api/schedule/cleanup',
  '/api/reservations/book',
  '/api/reservations/all',
  '/api/reservations/update-status',
  '/api/reservations/delete',
  '/api/orders',
  '/api/orders/place',
  '/api/orders/update-status',
  '/api/orders/x',
  '/api/user-data/request',
  '/api/stats',
  '/api',
  '/api/',
  '/api//menu',
  '/api/MENU/available',
  '/api/menu/available/',
  '/api/menu/available/extra',
  '/api/%2e%2e/stats',
  '/api/banners/toggle/',
  '/api/orders/x/y',
  '/api/nope?x=1',
  // The old unverified form of a data request, for the seeded guest: no method may read or erase by address alone.
  '/api/user-data/request?email=seed.guest%40example.com',
  '/api/user-data/request?token=x&email=seed.guest%40example.com',
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']; // HEAD answers have no body to check

const ADMIN = [
  ['GET', '/api/menu'],
  ['POST', '/api/menu'],
  ['PUT', '/api/menu/x'],
  ['DELETE', '/api/menu/x'],
  ['GET', '/api/banners'],
  ['POST', '/api/banners'],
  ['PUT', '/api/banners/x'],
  ['PATCH', '/api/banners/toggle/x'],
  ['DELETE', '/api/banners/x'],
  ['POST', '/api/schedule/update'],
  ['DELETE', '/api/schedule/cleanup'],
  ['GET', '/api/reservations/all'],
  ['POST', '/api/reservations/update-status'],
  ['DELETE', '/api/reservations/delete?hours=1'],
  ['GET', '/api/orders'],
  ['POST', '/api/orders/place'],
  ['POST', '/api/orders/update-status'],
  ['GET', '/api/orders/x'],
  ['GET', '/api/stats'],
  ['GET', '/api/auth/session'],
] as const;

const ascii = (max: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });

describe('paths, methods and credentials: never 5xx, always a JSON error, a rejected write changes nothing', () => {
  for (const route of ID_ROUTES) {
    it(`generated ids: ${route.method} ${route.prefix}/:id`, async () => {
      await fc.assert(
        fc.asyncProperty(pathId(route.id(s)), async (id) => {
          await probe({ method: route.method, path: `${route.prefix}/${id}`, headers: bearer(s) });
        }),
        { ...FC_OPTIONS, numRuns: 50 },
      );
    });
  }

  it('every method on every path, signed in or not, with or without a body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        fc.constantFrom(...PATHS),
        fc.boolean(),
        fc.boolean(),
        async (method, path, admin, withBody) => {
          const body = withBody && method !== 'GET' ? '{}' : null;
          const headers = { ...(admin ? bearer(s) : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
          const { status } = await probe({ method, path, body, headers });
          if (path.includes('email=')) expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        },
      ),
      { ...FC_OPTIONS, numRuns: 150 },
    );
  });

  it('junk Authorization headers and cookies get a JSON 401 unless they carry the real token', async () => {
    const credential = fc.oneof(
      ascii(300).map((t) => `Bearer ${t}`),
      ascii(300),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer null'),
      ascii(20).map((t) => `Bearer ${s.token}${t}`),
      ascii(20).map((t) => `Bearer ${t}${s.token}`),
      fc.constant(`Bearer ${s.token.split('.').slice(0, 2).join('.')}.`),
      fc.constant(`bearer ${s.token}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ADMIN), credential, fc.boolean(), async ([method, path], cred, asCookie) => {
        const headers: Record<string, string> = asCookie
          ? { Cookie: `authToken=${cred.replace(/^Bearer /, '').replace(/[;,]/g, '')}` }
          : { Authorization: cred };
        const { status } = await probe({ method, path, headers, body: method === 'GET' ? null : '{}' });
        if (!cred.includes(s.token)) expect(status, `${method} ${path} with ${cred}`).toBe(401);
      }),
      { ...FC_OPTIONS, numRuns: 150 },
    );
  });
});

import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { bodies, pathId } from './arbitraries';
import { bearer, FC_OPTIONS, probe, seed, type Seed } from './harness';

/**
 * JSON bodies of the right content type but the wrong contents, against every route that
 * takes a body. Most generated bodies are invalid; the few valid ones may write (2xx).
 */
let s: Seed;
beforeAll(async () => {
  s = await seed();
});

const RUNS = 100;
const encoder = new TextEncoder();

type Route = {
  name: string;
  admin: boolean;
  /** method and path (the path may carry a generated id) */
  target: (s: Seed) => fc.Arbitrary<{ method: string; path: string }>;
  body: (s: Seed) => fc.Arbitrary<unknown>;
  headers?: fc.Arbitrary<Record<string, string>>;
  mayWrite?: readonly string[];
};

const fixed = (method: string, path: string) => () => fc.constant({ method, path });
const withId = (method: string, prefix: string, id: (s: Seed) => string) => (s: Seed) =>
  pathId(id(s)).map((seg) => ({ method, path: `${prefix}/${seg}` }));

const ROUTES: Route[] = [
  // A distinct client IP, so throttling this one never locks out the seeding sign-in.
  {
    name: 'POST /api/auth/login',
    admin: false,
    target: fixed('POST', '/api/auth/login'),
    body: (s) => bodies(s).login,
    headers: fc.constant({ 'cf-connecting-ip': '198.51.100.7' }),
    mayWrite: ['login_failures'],
  },
  {
    name: 'POST /api/auth/logout',
    admin: false,
    target: fixed('POST', '/api/auth/logout'),
    body: (s) => bodies(s).login,
  },
  { name: 'POST /api/menu', admin: true, target: fixed('POST', '/api/menu'), body: (s) => bodies(s).menu },
  {
    name: 'PUT /api/menu/:id',
    admin: true,
    target: withId('PUT', '/api/menu', (s) => s.menuId),
    body: (s) => bodies(s).menu,
  },
  { name: 'POST /api/banners', admin: true, target: fixed('POST', '/api/banners'), body: (s) => bodies(s).banner },
  {
    name: 'PUT /api/banners/:id',
    admin: true,
    target: withId('PUT', '/api/banners', (s) => s.bannerId),
    body: (s) => bodies(s).banner,
  },
  {
    name: 'POST /api/reservations/book',
    admin: false,
    target: fixed('POST', '/api/reservations/book'),
    body: (s) => bodies(s).book,
    // Sometimes an Idempotency-Key: its stored first answer is the feature, so that table may change.
    headers: fc
      .option(fc.string({ unit: fc.constantFrom(...'abcdef0123456789-'), minLength: 1, maxLength: 300 }), { freq: 3 })
      .map((key): Record<string, string> => (key ? { 'Idempotency-Key': key } : {})),
    mayWrite: ['idempotency_keys'],
  },
  {
    name: 'POST /api/schedule/update',
    admin: true,
    target: fixed('POST', '/api/schedule/update'),
    body: (s) => bodies(s).schedule,
  },
  {
    name: 'POST /api/orders/place',
    admin: true,
    target: fixed('POST', '/api/orders/place'),
    body: (s) => bodies(s).placeOrder,
  },
  // A valid body queues an emailed link (202, whether or not the address has data); anything else writes nothing.
  {
    name: 'POST /api/user-data/request',
    admin: false,
    target: fixed('POST', '/api/user-data/request'),
    body: (s) => bodies(s).dataRequest,
  },
  {
    name: 'POST /api/orders/update-status',
    admin: true,
    target: fixed('POST', '/api/orders/update-status'),
    body: (s) => bodies(s).orderStatus,
  },
  // Last: a valid body may cancel the seeded reservation, after which orders for it are refused.
  {
    name: 'POST /api/reservations/update-status',
    admin: true,
    target: fixed('POST', '/api/reservations/update-status'),
    body: (s) => bodies(s).reservationStatus,
  },
];

describe('fuzzed JSON bodies: never 5xx, always a JSON error, a rejected write changes nothing', () => {
  for (const route of ROUTES) {
    it(route.name, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.target(s),
          route.body(s),
          route.headers ?? fc.constant({}),
          async (target, value, extra) => {
            const text = JSON.stringify(value);
            // Huge-but-legal bodies only: the 64 KB limit has its own test in transport.test.ts.
            fc.pre(encoder.encode(text).length < 60_000);
            await probe({
              ...target,
              body: text,
              headers: { 'Content-Type': 'application/json', ...(route.admin ? bearer(s) : {}), ...extra },
              mayWrite: route.mayWrite?.filter((t) => t !== 'idempotency_keys' || 'Idempotency-Key' in extra),
            });
          },
        ),
        { ...FC_OPTIONS, numRuns: RUNS },
      );
    });
  }
});

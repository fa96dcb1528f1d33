import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { RESERVATION_STATUSES } from '../../shared/constants';
import { anyDate, enc, nastyString, timeArb } from './arbitraries';
import { bearer, FC_OPTIONS, probe, seed, type Seed } from './harness';
import { requestDataLink } from '../test/data-requests';
import { signGuestToken } from '../domain/reservations/guest-token';

/**
 * Query strings: every route that reads one, and every parameterless GET given junk anyway.
 * Values may be missing, wrong, repeated (?a=1&a=2 arrives as an array), unencoded or
 * broken percent-escapes; unknown parameters are added.
 */
let s: Seed;
/** Emailed data-request links: for the seeded guest, for an address without data, and tokens that must be refused. */
let links: { access: string; deletion: string; noData: string; refused: string[] };
beforeAll(async () => {
  s = await seed();
  const hourAgo = new Date(Date.now() - 3_600_000);
  links = {
    access: await requestDataLink(s.email, 'access'),
    deletion: await requestDataLink(s.email, 'deletion'),
    noData: await requestDataLink('nobody@example.com', 'access'),
    refused: [
      await signGuestToken(env.JWT_SECRET, 'data-deletion', s.email, new Date(Date.now() - 1000), hourAgo), // expired
      await signGuestToken(
        env.JWT_SECRET,
        'manage-booking',
        s.reservationId,
        new Date(Date.now() + 3_600_000),
        new Date(),
      ),
      await signGuestToken(
        'not-our-secret-0123456789abcdef0123456789',
        'data-access',
        s.email,
        new Date(Date.now() + 3_600_000),
        new Date(),
      ),
      s.token, // the admin's
      'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJzZWVkLmd1ZXN0QGV4YW1wbGUuY29tIiwiYXVkIjoiZGF0YS1hY2Nlc3MifQ.', // alg none
    ],
  };
});

const RUNS = 50;
const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);

/** One parameter: valid, missing, junk, repeated, or raw text put into the URL unencoded. */
const param = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => [enc(v)]) },
    { weight: 1, arbitrary: fc.constant([] as string[]) },
    { weight: 3, arbitrary: nastyString.filter((v) => v.length < 3000).map((v) => [enc(v)]) },
    { weight: 1, arbitrary: fc.tuple(valid, valid).map(([a, b]) => [enc(a), enc(b)]) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz', '%E0%A4%A', '%00', '1%2B1', '+1', '1e3', '0x10', '-0', '07', '2026-11-22%00')
        .map((v) => [v]),
    },
  );

/** Page cursors: well-formed base64url of numbers and an id, of nonsense, and not base64url at all. */
const cursorArb = fc.oneof(
  fc
    .tuple(fc.nat(), fc.nat(), fc.stringMatching(/^[\w-]{1,70}$/))
    .map(([a, b, id]) => btoa(`${a}.${b}.${id}`).replace(/=+$/, '')),
  fc.string({ maxLength: 80 }).map((x) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(x)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_'),
  ),
  fc.string({ maxLength: 250 }),
);

/** Junk parameters the route does not know, or malformed pairs. */
const junk = fc.constantFrom(
  '',
  '&',
  '&&',
  '&=',
  '&=1',
  '&a',
  '&a[]=1&a[]=2',
  '&__proto__=x',
  '&constructor[prototype]=1',
  '&;',
  '&%=%',
);

function query(shape: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(shape).map(([k, v]) => param(v).map((vals) => vals.map((x) => `${k}=${x}`)));
  return fc.tuple(fc.tuple(...entries), junk, fc.boolean()).map(([pairs, extra, shuffle]) => {
    const flat = pairs.flat();
    if (shuffle) flat.reverse();
    return `?${flat.join('&')}${extra}`;
  });
}

type Route = { method: string; path: string; admin: boolean; query: (s: Seed) => fc.Arbitrary<string> };
const none = () => query({});

/** A link's token: a real one, one with a character changed or its signature cut off, or one we must refuse. */
const tokenArb = (...real: string[]) =>
  fc.oneof(
    fc.constantFrom(...real),
    fc
      .tuple(fc.constantFrom(...real), fc.nat(), fc.constantFrom(...'AbZ09-_.'))
      .map(([t, i, c]) => `${t.slice(0, i % t.length)}${c}${t.slice((i % t.length) + 1)}`),
    fc.constantFrom(...real).map((t) => `${t.slice(0, t.lastIndexOf('.') + 1)}`),
    fc.constantFrom(...links.refused),
  );
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/schedule', admin: false, query: () => query({ startDate: anyDate, endDate: anyDate }) },
  {
    method: 'GET',
    path: '/api/schedule/check-availability',
    admin: false,
    query: () => query({ date: anyDate, time: timeArb, guests: fc.oneof(digits(1, 20), digits(-5, 1000)) }),
  },
  {
    method: 'GET',
    path: '/api/reservations/all',
    admin: true,
    query: () =>
      query({
        lastNumHours: fc.oneof(digits(1, 87_600), digits(-1, 10_000_000)),
        status: fc.constantFrom(...RESERVATION_STATUSES, 'PENDING', 'all'),
        date: anyDate,
        limit: fc.oneof(digits(1, 200), digits(-1, 100_000)),
        cursor: cursorArb,
      }),
  },
  {
    method: 'GET',
    path: '/api/reservations/dates',
    admin: true,
    query: () =>
      query({
        lastNumHours: fc.oneof(digits(1, 87_600), digits(-1, 10_000_000)),
        status: fc.constantFrom(...RESERVATION_STATUSES, 'all'),
      }),
  },
  {
    method: 'GET',
    path: '/api/orders',
    admin: true,
    query: () => query({ limit: fc.oneof(digits(1, 200), digits(-1, 100_000)), cursor: cursorArb }),
  },
  {
    method: 'DELETE',
    path: '/api/reservations/delete',
    admin: true,
    query: () => query({ hours: fc.oneof(digits(1, 876_000), digits(-1, 10_000_000)) }),
  },
  { method: 'DELETE', path: '/api/schedule/cleanup', admin: true, query: () => query({ cutoffDate: anyDate }) },
  {
    method: 'GET',
    path: '/api/user-data/request',
    admin: false,
    query: () => query({ token: tokenArb(links.access, links.deletion, links.noData) }),
  },
  // The seeded guest's one deletion link: the first valid use erases (2xx), every later one must be a 410 that changes nothing.
  {
    method: 'DELETE',
    path: '/api/user-data/request',
    admin: false,
    query: () => query({ token: tokenArb(links.deletion, links.access) }),
  },
  ...[
    '/api/menu/featured',
    '/api/menu/available',
    '/api/menu/coming-soon',
    '/api/banners/active',
    '/api/schedule/default',
  ].map((path) => ({ method: 'GET', path, admin: false, query: none })),
  ...['/api/menu', '/api/banners', '/api/stats', '/api/auth/session'].map((path) => ({
    method: 'GET',
    path,
    admin: true,
    query: none,
  })),
];

describe('fuzzed query strings: never 5xx, always a JSON error, a rejected write changes nothing', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(route.query(s), async (qs) => {
          await probe({ method: route.method, path: `${route.path}${qs}`, headers: route.admin ? bearer(s) : {} });
        }),
        { ...FC_OPTIONS, numRuns: RUNS },
      );
    });
  }
});

import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { RESERVATION_STATUSES } from '../../shared/constants';
import { anyDate, emailArb, enc, nastyString, timeArb } from './arbitraries';
import { bearer, FC_OPTIONS, probe, seed, type Seed } from './harness';

/**
 * Query strings: every route that reads one, and every parameterless GET given junk anyway.
 * Values may be missing, wrong, repeated (?a=1&a=2 arrives as an array), unencoded or
 * broken percent-escapes; unknown parameters are added.
 */
let s: Seed;
beforeAll(async () => {
  s = await seed();
});

const RUNS = 50;
const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);

/** One parameter: valid, missing, junk, repeated, or raw text put into the URL unencoded. */
const param = (valid: fc.Arbitrary<string>) => fc.oneof(
  { weight: 4, arbitrary: valid.map((v) => [enc(v)]) },
  { weight: 1, arbitrary: fc.constant([] as string[]) },
  { weight: 3, arbitrary: nastyString.filter((v) => v.length < 3000).map((v) => [enc(v)]) },
  { weight: 1, arbitrary: fc.tuple(valid, valid).map(([a, b]) => [enc(a), enc(b)]) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '1%2B1', '+1', '1e3', '0x10', '-0', '07', '2026-11-22%00').map((v) => [v]) },
);

/** Page cursors: well-formed base64url of numbers and an id, of nonsense, and not base64url at all. */
const cursorArb = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(), fc.stringMatching(/^[\w-]{1,70}$/)).map(([a, b, id]) => btoa(`${a}.${b}.${id}`).replace(/=+$/, '')),
  fc.string({ maxLength: 80 }).map((x) => btoa(String.fromCharCode(...new TextEncoder().encode(x))).replace(/\+/g, '-').replace(/\//g, '_')),
  fc.string({ maxLength: 250 }),
);

/** Junk parameters the route does not know, or malformed pairs. */
const junk = fc.constantFrom('', '&', '&&', '&=', '&=1', '&a', '&a[]=1&a[]=2', '&__proto__=x', '&constructor[prototype]=1', '&;', '&%=%');

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
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/schedule', admin: false, query: () => query({ startDate: anyDate, endDate: anyDate }) },
  { method: 'GET', path: '/api/schedule/check-availability', admin: false,
    query: () => query({ date: anyDate, time: timeArb, guests: fc.oneof(digits(1, 20), digits(-5, 1000)) }) },
  { method: 'GET', path: '/api/reservations/all', admin: true,
    query: () => query({
      lastNumHours: fc.oneof(digits(1, 87_600), digits(-1, 10_000_000)), status: fc.constantFrom(...RESERVATION_STATUSES, 'PENDING', 'all'),
      date: anyDate, limit: fc.oneof(digits(1, 200), digits(-1, 100_000)), cursor: cursorArb,
    }) },
  { method: 'GET', path: '/api/reservations/dates', admin: true,
    query: () => query({ lastNumHours: fc.oneof(digits(1, 87_600), digits(-1, 10_000_000)), status: fc.constantFrom(...RESERVATION_STATUSES, 'all') }) },
  { method: 'GET', path: '/api/orders', admin: true, query: () => query({ limit: fc.oneof(digits(1, 200), digits(-1, 100_000)), cursor: cursorArb }) },
  { method: 'DELETE', path: '/api/reservations/delete', admin: true, query: () => query({ hours: fc.oneof(digits(1, 876_000), digits(-1, 10_000_000)) }) },
  { method: 'DELETE', path: '/api/schedule/cleanup', admin: true, query: () => query({ cutoffDate: anyDate }) },
  { method: 'GET', path: '/api/user-data/request', admin: false,
    query: (s) => query({ email: fc.oneof(emailArb, fc.constant(s.email), fc.constant(s.email.toUpperCase())) }) },
  // Unknown emails only: a 404 here must delete nothing. (A match would be a valid 2xx erase.)
  { method: 'DELETE', path: '/api/user-data/request', admin: false, query: () => query({ email: emailArb }) },
  ...['/api/menu/featured', '/api/menu/available', '/api/menu/coming-soon', '/api/banners/active', '/api/schedule/default']
    .map((path) => ({ method: 'GET', path, admin: false, query: none })),
  ...['/api/menu', '/api/banners', '/api/stats', '/api/auth/session']
    .map((path) => ({ method: 'GET', path, admin: true, query: none })),
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

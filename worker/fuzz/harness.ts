import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { addDays, berlinTomorrow } from '../../shared/berlin-time';
import { fingerprint, without } from './fingerprint';
import { freshClientIp } from '../test/client-ip';
import { login } from '../test/helpers';

export const ORIGIN = 'https://kovalam.test';
export const FC_OPTIONS = { seed: 20261122 } as const;

export type Seed = {
  token: string;
  menuId: string;
  bannerId: string;
  reservationId: string;
  orderId: string;
  email: string;
};

export type Probe = {
  method: string;
  path: string; // path and query, already encoded
  body?: BodyInit | null;
  headers?: Record<string, string>;
  /** Tables this route writes on purpose even when it answers 4xx (see `probe`). */
  mayWrite?: readonly string[];
};

const describeProbe = (p: Probe) =>
  `${p.method} ${p.path.slice(0, 200)} ${JSON.stringify(p.headers ?? {})} ${typeof p.body === 'string' ? p.body.slice(0, 300) : ''}`;

/**
 * Sends one request and checks the suite's three properties:
 * 1. never a 5xx;
 * 2. every non-2xx answer is JSON with a non-empty string `error`;
 * 3. every 4xx leaves D1 exactly as it was (fingerprint of every table before and after).
 * `mayWrite` exempts bookkeeping that is the point of the route: a failed sign-in is counted
 * (login_failures, for throttling) and a booking's first answer is kept for its Idempotency-Key.
 */
export async function probe(p: Probe): Promise<{ status: number; json: any }> {
  const before = await fingerprint();
  // Each probe from a new client: the rate limits would otherwise answer most probes 429 unread.
  const headers = new Headers(p.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', freshClientIp());
  const res = await exports.default.fetch(`${ORIGIN}${p.path}`, { method: p.method, headers, body: p.body ?? null });
  const text = await res.text();
  const what = `${res.status} for ${describeProbe(p)} → ${text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    expect(res.headers.get('Content-Type') ?? '', what).toMatch(/^application\/json/);
    expect(typeof json?.error, what).toBe('string');
    expect(json.error.length, what).toBeGreaterThan(0);
  }
  if (res.status >= 400) {
    const skip = p.mayWrite ?? [];
    expect(without(await fingerprint(), skip), `D1 changed on ${what}`).toEqual(without(before, skip));
  }
  return { status: res.status, json };
}

/** A JSON request with the admin token (or none). */
const jsonInit = (body: unknown, token?: string): Pick<Probe, 'body' | 'headers'> => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
});

async function call(method: string, path: string, body?: unknown, token?: string) {
  const init =
    body === undefined ? { headers: token ? { Authorization: `Bearer ${token}` } : {} } : jsonInit(body, token);
  const res = await exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    ...init,
    headers: { ...init.headers, 'cf-connecting-ip': freshClientIp() },
  });
  const json: any = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs in once and creates, through the API, one of each thing the fuzzed routes address by id. */
export async function seed(): Promise<Seed> {
  const token = await login();
  const { item } = await call(
    'POST',
    '/api/menu',
    {
      name: 'Masala Dosa',
      description: 'Rice crêpe, potato masala',
      price: 1250,
      image: '/images/dosa.svg',
      category: 'main',
      allergens: ['gluten:wheat', 'mustard'],
    },
    token,
  );
  const { banner } = await call(
    'POST',
    '/api/banners',
    { image: '/images/b.svg', title: 'Onam', description: 'Sadya on Sunday' },
    token,
  );
  const email = 'seed.guest@example.com';
  const { reservation } = await call('POST', '/api/reservations/book', {
    name: 'Seed Guest',
    email,
    phone: '+49 30 1234567',
    date: addDays(berlinTomorrow(), 2),
    time: '19:00',
    guests: 4,
  });
  await call('POST', '/api/reservations/update-status', { reservationId: reservation._id, status: 'confirmed' }, token);
  const { order } = await call(
    'POST',
    '/api/orders/place',
    {
      customerName: 'Seed Guest',
      customerEmail: email,
      reservationId: reservation._id,
      items: [{ menuItemId: item._id, quantity: 2 }],
    },
    token,
  );
  return { token, menuId: item._id, bannerId: banner._id, reservationId: reservation._id, orderId: order._id, email };
}

export const bearer = (s: Seed) => ({ Authorization: `Bearer ${s.token}` });

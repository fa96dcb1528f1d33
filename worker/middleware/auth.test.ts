import { describe, expect, it, vi } from 'vitest';
import {
  api,
  berlinDay,
  clearTables,
  count,
  insertMenuItem,
  insertReservation,
  login,
  signToken,
} from '../test/helpers';
import { requestDataLink, tokenQuery } from '../test/data-requests';

/** Every route that needs the admin: method, path, and a body that would otherwise be valid. */
const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/auth/session'],
  ['GET', '/api/menu'],
  [
    'POST',
    '/api/menu',
    { name: 'Vada', description: 'Lentil doughnut', price: 450, image: '/images/vada.svg', category: 'starters' },
  ],
  [
    'PUT',
    '/api/menu/some-id',
    { name: 'Vada', description: 'Lentil doughnut', price: 450, image: '/images/vada.svg', category: 'starters' },
  ],
  ['DELETE', '/api/menu/some-id'],
  ['GET', '/api/banners'],
  ['POST', '/api/banners', { image: '/images/b.svg', title: 'Onam', description: 'Sadya' }],
  ['PUT', '/api/banners/some-id', { image: '/images/b.svg', title: 'Onam', description: 'Sadya' }],
  ['DELETE', '/api/banners/some-id'],
  ['PATCH', '/api/banners/toggle/some-id'],
  ['POST', '/api/schedule/update', { date: berlinDay(5), isOpen: false }],
  ['DELETE', '/api/schedule/cleanup'],
  ['GET', '/api/reservations/all'],
  ['POST', '/api/reservations/update-status', { reservationId: 'some-id', status: 'confirmed' }],
  ['DELETE', '/api/reservations/delete?hours=1'],
  ['GET', '/api/orders'],
  [
    'POST',
    '/api/orders/place',
    {
      customerName: 'A',
      customerEmail: 'a@example.com',
      reservationId: 'r',
      items: [{ menuItemId: 'm', quantity: 1 }],
    },
  ],
  ['GET', '/api/orders/some-id'],
  ['POST', '/api/orders/update-status', { orderId: 'some-id', status: 'paid' }],
  ['GET', '/api/stats'],
];

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');

/** Ways to present a token that must never get in; each yields request headers. */
const BAD_CREDENTIALS: [string, () => Promise<Record<string, string>>][] = [
  ['no token', async () => ({})],
  ['a malformed token', async () => ({ Authorization: 'Bearer not.a.jwt' })],
  ['an empty Bearer header', async () => ({ Authorization: 'Bearer ' })],
  ['an expired token', async () => ({ Authorization: `Bearer ${await signToken({ expiresAt: now() - 60 })}` })],
  [
    'an alg:none token',
    async () => ({
      Authorization: `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'admin', sub: 'admin@example.com', exp: now() + 3600 })}.`,
    }),
  ],
  [
    'a token signed with another secret',
    async () => ({
      Authorization: `Bearer ${await signToken({ secret: 'another-secret-0123456789abcdef0123456789' })}`,
    }),
  ],
  [
    'a valid signature without the admin role',
    async () => ({ Authorization: `Bearer ${await signToken({ claims: { role: 'guest' } })}` }),
  ],
  [
    'a forged authToken cookie',
    async () => ({ Cookie: `authToken=${await signToken({ secret: 'another-secret-0123456789abcdef0123456789' })}` }),
  ],
];

describe('admin routes', () => {
  describe.each(BAD_CREDENTIALS)('with %s', (_label, credentials) => {
    it.each(ADMIN_ROUTES)('%s %s answers 401 and changes nothing', async (method, path, body) => {
      await clearTables();
      const res = await api(method, path, { body, headers: await credentials() });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Authentication required' });
      expect(
        await count(`SELECT (SELECT count(*) FROM menu_items) + (SELECT count(*) FROM banners)
        + (SELECT count(*) FROM schedule_days) + (SELECT count(*) FROM orders) AS n`),
      ).toBe(0);
    });
  });

  it('accept the token as a Bearer header and as the authToken cookie', async () => {
    const token = await login();
    const ways: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { Cookie: `authToken=${token}` },
      { Cookie: `signedIn=1; authToken=${token}` },
    ];
    for (const headers of ways) {
      const res = await api('GET', '/api/auth/session', { headers });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ email: 'admin@example.com', name: 'Owner', role: 'owner' });
    }
  });

  it('let a valid token through on every admin route (none answers 401)', async () => {
    await clearTables();
    const token = await login();
    for (const [method, path, body] of ADMIN_ROUTES) {
      const res = await api(method, path, { body, token });
      expect(res.status, `${method} ${path}`).not.toBe(401);
    }
  });

  it('refuse the token from a real login once its 12 hours are over', async () => {
    const token = await login();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11.9 * 3_600_000);
      expect((await api('GET', '/api/orders', { token })).status).toBe(200);
      vi.setSystemTime(Date.now() + 0.2 * 3_600_000);
      expect((await api('GET', '/api/orders', { token })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leave public routes open without a token', async () => {
    await clearTables();
    await insertMenuItem({ featured: true });
    const guest = await insertReservation();
    // A guest's emailed data link needs no admin token either.
    const dataLink = tokenQuery(await requestDataLink(guest.email, 'access'));
    for (const path of [
      '/api/menu/featured',
      '/api/menu/available',
      '/api/menu/coming-soon',
      '/api/banners/active',
      `/api/schedule?startDate=${berlinDay(1)}&endDate=${berlinDay(2)}`,
      '/api/schedule/default',
      `/api/schedule/check-availability?date=${berlinDay(2)}&time=19:00&guests=2`,
      dataLink,
    ]) {
      const res = await api('GET', path);
      expect(res.status, path).toBe(200);
    }
  });
});

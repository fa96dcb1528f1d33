import { describe, expect, it } from 'vitest';
import { api, login } from '../test/helpers';
import { signedInStaff } from '../test/staff';
import { site } from '../app';

type Role = 'owner' | 'staff';
const BOTH: Role[] = ['owner', 'staff'];
const OWNER: Role[] = ['owner'];

/**
 * Every admin route and the roles allowed on it (decision 022). Owners manage staff, the menu,
 * banners and schedules; staff run the service, reservations, orders, guests and emails. The last
 * test fails when a route that asks for a sign-in is missing here.
 */
const ADMIN_ROUTES: [method: string, path: string, roles: Role[]][] = [
  ['GET', '/api/auth/session', BOTH],
  ['POST', '/api/auth/logout-everywhere', BOTH],
  ['GET', '/api/banners', OWNER],
  ['POST', '/api/banners', OWNER],
  ['PUT', '/api/banners/x', OWNER],
  ['PATCH', '/api/banners/toggle/x', OWNER],
  ['DELETE', '/api/banners/x', OWNER],
  ['GET', '/api/menu', BOTH],
  ['POST', '/api/menu', OWNER],
  ['PUT', '/api/menu/x', OWNER],
  ['DELETE', '/api/menu/x', OWNER],
  ['GET', '/api/schedule/bookings-count', BOTH],
  ['POST', '/api/schedule/update', OWNER],
  ['DELETE', '/api/schedule/cleanup', OWNER],
  ['GET', '/api/schedule/rules', BOTH],
  ['PUT', '/api/schedule/rules', OWNER],
  ['DELETE', '/api/schedule/day/x', OWNER],
  ['GET', '/api/reservations/all', BOTH],
  ['GET', '/api/reservations/dates', BOTH],
  ['POST', '/api/reservations/update-status', BOTH],
  ['POST', '/api/reservations/x/cancellation-email', BOTH],
  ['DELETE', '/api/reservations/delete', OWNER],
  ['GET', '/api/reservations/day', BOTH],
  ['POST', '/api/reservations/staff-book', BOTH],
  ['PATCH', '/api/reservations/x', BOTH],
  ['GET', '/api/orders', BOTH],
  ['POST', '/api/orders/place', BOTH],
  ['POST', '/api/orders/update-status', BOTH],
  ['GET', '/api/orders/x', BOTH],
  ['GET', '/api/stats', BOTH],
  ['GET', '/api/guests', BOTH],
  ['GET', '/api/guests/x', BOTH],
  ['PUT', '/api/guests/x/notes', BOTH],
  ['PUT', '/api/guests/x/tags', BOTH],
  ['GET', '/api/emails', BOTH],
  ['GET', '/api/emails/x', BOTH],
  ['POST', '/api/emails/x/resend', BOTH],
  ['GET', '/api/emails/x/preview', BOTH],
  ['GET', '/api/staff', OWNER],
  ['POST', '/api/staff/invite', OWNER],
  ['POST', '/api/staff/x/invite', OWNER],
  ['PATCH', '/api/staff/x', OWNER],
  ['GET', '/api/audit', OWNER],
  ['GET', '/api/reports', OWNER],
  ['GET', '/api/reports/csv', OWNER],
  ['GET', '/api/room', BOTH],
  ['GET', '/api/room/free-tables', BOTH],
  ['POST', '/api/reservations/x/tables', BOTH],
  ['PUT', '/api/room', OWNER],
  ['GET', '/api/settings/full', OWNER],
  ['PUT', '/api/settings', OWNER],
  ['GET', '/api/waitlist', BOTH],
  ['POST', '/api/waitlist/walk-ins', BOTH],
  ['POST', '/api/waitlist/x/seat', BOTH],
  ['POST', '/api/waitlist/x/offer', BOTH],
  ['DELETE', '/api/waitlist/x', BOTH],
  // Every signed-in screen gets live updates (decision 055); called without an upgrade it answers 426.
  ['GET', '/api/live', BOTH],
];

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
/** The route called with an empty body: a 400 or 404 after the auth check says the role passed. */
const call = (method: string, path: string, token?: string) =>
  api(method, path, { token, body: hasBody(method) ? {} : undefined });

describe.each(ADMIN_ROUTES)('%s %s', (method, path, roles) => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await call(method, path)).status).toBe(401);
  });

  it(`lets ${roles.join(' and ')} through${roles.includes('staff') ? '' : ', and refuses staff with 403'}`, async () => {
    // A fresh sign-in each: "sign out everywhere" ends the caller's own sessions.
    const owner = await call(method, path, await login());
    expect([401, 403], `owner got ${owner.status} ${JSON.stringify(owner.json)}`).not.toContain(owner.status);
    const staff = await call(method, path, (await signedInStaff()).token);
    if (roles.includes('staff'))
      expect([401, 403], `staff got ${staff.status} ${JSON.stringify(staff.json)}`).not.toContain(staff.status);
    else expect(staff).toMatchObject({ status: 403, json: { error: 'Only an owner can do this' } });
  });
});

describe('the table above', () => {
  it('lists every route that asks for a sign-in', async () => {
    const listed = new Set(ADMIN_ROUTES.map(([method, path]) => `${method} ${path}`));
    const routes = new Set(
      site.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path.replace(/:\w+/g, 'x')}`),
    );
    const unlisted = [];
    for (const route of routes) {
      if (listed.has(route)) continue;
      const [method, path] = route.split(' ');
      if ((await call(method, path)).status === 401) unlisted.push(route);
    }
    expect(unlisted, 'admin routes missing from ADMIN_ROUTES').toEqual([]);
    // And every listed route exists.
    expect([...listed].filter((route) => !routes.has(route))).toEqual([]);
  });
});

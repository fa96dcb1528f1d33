import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  berlinDay,
  bookingBody,
  clearTables,
  insertMenuItem,
  insertReservation,
  insertScheduleDay,
  login,
  rows,
} from '../test/helpers';
import { createStaff, staffAddress } from '../test/staff';
import { site } from '../app';
import { SEED_SETTINGS } from '../../shared/rules/settings';

beforeEach(clearTables);

type Entry = { action: string; targetType: string; targetId?: string; detail?: Record<string, unknown> };
/** A real request that applies a change, and the one entry it must leave (issue 26). */
type Change = { path: string; body?: unknown; entry: Entry | ((json: any) => Entry) };

const sqlRun = (query: string, ...params: unknown[]) =>
  env.DB.prepare(query)
    .bind(...params)
    .run();
const banner = { image: '/images/onam.svg', title: 'Onam Sadya', description: 'Twenty-six dishes on a banana leaf' };
async function insertBanner() {
  await sqlRun(
    'INSERT INTO banners (id, image, title, description, active) VALUES (?, ?, ?, ?, 1)',
    'b1',
    banner.image,
    banner.title,
    banner.description,
  );
  return 'b1';
}
async function insertOrder(status: 'pending' | 'paid') {
  const r = await insertReservation({ status: 'confirmed' });
  await sqlRun(
    `INSERT INTO orders (id, customer_name, customer_email, reservation_id, total_cents, status) VALUES ('o1', 'Ravi', 'ravi@example.com', ?, 1250, ?)`,
    r.id,
    status,
  );
  return 'o1';
}
/** A waiting party of two for 19:00 (a walk-in: now), written straight into D1. */
async function insertWaitlistEntry(kind: 'online' | 'walk-in', date: string) {
  const id = `w-${kind}-${crypto.randomUUID()}`;
  await sqlRun(
    `INSERT INTO waitlist_entries (id, kind, name, email, phone, date, from_time, to_time, guests)
     VALUES (?, ?, 'Ravi Kumar', ?, '+49 30 555000', ?, '19:00', '20:30', 2)`,
    id,
    kind,
    kind === 'online' ? 'ravi@example.com' : '',
    date,
  );
  return id;
}
const dish = {
  name: 'Masala Dosa',
  description: 'A dish',
  image: '/images/dish.svg',
  category: 'main',
  featured: false,
  dietary: ['vegetarian'],
  allergens: ['mustard'],
};

/**
 * Every non-GET route behind a sign-in (api/roles.test.ts's table) and the entry it writes. The
 * last test fails when a route that asks for a sign-in and changes something is missing here.
 */
const CHANGES: [method: string, route: string, setup: () => Promise<Change>][] = [
  [
    'POST',
    '/api/banners',
    async () => ({
      path: '/api/banners',
      body: banner,
      entry: (json) => ({
        action: 'banner.created',
        targetType: 'banner',
        targetId: json.banner._id,
        detail: { title: banner.title },
      }),
    }),
  ],
  [
    'PUT',
    '/api/banners/x',
    async () => ({
      path: `/api/banners/${await insertBanner()}`,
      body: { ...banner, title: 'Vishu' },
      entry: {
        action: 'banner.edited',
        targetType: 'banner',
        targetId: 'b1',
        detail: { title: 'Vishu', changed: ['title'] },
      },
    }),
  ],
  [
    'PATCH',
    '/api/banners/toggle/x',
    async () => ({
      path: `/api/banners/toggle/${await insertBanner()}`,
      entry: { action: 'banner.toggled', targetType: 'banner', targetId: 'b1', detail: { active: false } },
    }),
  ],
  [
    'DELETE',
    '/api/banners/x',
    async () => ({
      path: `/api/banners/${await insertBanner()}`,
      entry: { action: 'banner.deleted', targetType: 'banner', targetId: 'b1', detail: { title: banner.title } },
    }),
  ],
  [
    'POST',
    '/api/menu',
    async () => ({
      path: '/api/menu',
      body: { ...dish, price: 1250 },
      entry: (json) => ({
        action: 'menu-item.created',
        targetType: 'menu-item',
        targetId: json.item._id,
        detail: { name: 'Masala Dosa' },
      }),
    }),
  ],
  [
    'PUT',
    '/api/menu/x',
    async () => {
      const { id } = await insertMenuItem({
        name: 'Masala Dosa',
        priceCents: 1250,
        available: true,
        allergens: ['mustard'],
      });
      // The price and availability change; the dietary tags are sent as stored (no entry for them).
      return {
        path: `/api/menu/${id}`,
        body: { ...dish, price: 1400, available: false },
        entry: {
          action: 'menu-item.edited',
          targetType: 'menu-item',
          targetId: id,
          detail: { name: 'Masala Dosa', changed: ['price', 'available'] },
        },
      };
    },
  ],
  [
    'DELETE',
    '/api/menu/x',
    async () => {
      const { id } = await insertMenuItem({ name: 'Medu Vada' });
      return {
        path: `/api/menu/${id}`,
        entry: { action: 'menu-item.deleted', targetType: 'menu-item', targetId: id, detail: { name: 'Medu Vada' } },
      };
    },
  ],
  [
    'POST',
    '/api/schedule/update',
    async () => ({
      path: '/api/schedule/update',
      body: {
        date: berlinDay(5),
        isOpen: true,
        specialNote: '',
        timeSlots: [{ time: '19:00', maxReservations: 6, available: true }],
      },
      entry: {
        action: 'schedule.day-updated',
        targetType: 'schedule-day',
        targetId: berlinDay(5),
        detail: { isOpen: true, slots: 1 },
      },
    }),
  ],
  [
    'DELETE',
    '/api/schedule/cleanup',
    async () => {
      await insertScheduleDay(berlinDay(-10), true, [{ time: '19:00', maxReservations: 6 }]);
      await insertScheduleDay(berlinDay(-9), false);
      return {
        path: '/api/schedule/cleanup',
        entry: { action: 'schedule.cleaned-up', targetType: 'schedule', targetId: '*', detail: { count: 2 } },
      };
    },
  ],
  [
    'PUT',
    '/api/schedule/rules',
    async () => {
      // The demo's own week (migration 0007), so the later changes here meet the hours they expect.
      const dinner = { name: 'Dinner', from: '18:00', lastSeating: '23:30', intervalMinutes: 30, maxParties: 6 };
      const lunch = { ...dinner, name: 'Lunch', from: '12:00', lastSeating: '14:30' };
      const [weekday, weekend] = [[dinner], [lunch, dinner]];
      const week = { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: weekend, sun: weekend };
      const services = { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 2, sun: 2 };
      return {
        path: '/api/schedule/rules',
        body: { weekly: week },
        entry: { action: 'schedule.rules-updated', targetType: 'schedule', targetId: 'weekly', detail: { services } },
      };
    },
  ],
  [
    'DELETE',
    '/api/schedule/day/x',
    async () => {
      await insertScheduleDay(berlinDay(12), false);
      return {
        path: `/api/schedule/day/${berlinDay(12)}`,
        entry: { action: 'schedule.exception-removed', targetType: 'schedule-day', targetId: berlinDay(12) },
      };
    },
  ],
  [
    'POST',
    '/api/reservations/update-status',
    async () => {
      const r = await insertReservation({ status: 'pending' });
      return {
        path: '/api/reservations/update-status',
        body: { reservationId: r.id, status: 'confirmed', notifyGuest: false },
        entry: {
          action: 'reservation.confirmed',
          targetType: 'reservation',
          targetId: r.id,
          detail: { from: 'pending', to: 'confirmed' },
        },
      };
    },
  ],
  [
    'POST',
    '/api/reservations/x/cancellation-email',
    async () => {
      const r = await insertReservation({ status: 'cancelled' });
      return {
        path: `/api/reservations/${r.id}/cancellation-email`,
        body: { subject: 'Your table', body: 'We are sorry.' },
        entry: { action: 'reservation.cancellation-emailed', targetType: 'reservation', targetId: r.id },
      };
    },
  ],
  [
    'DELETE',
    '/api/reservations/delete',
    async () => {
      await insertReservation({ date: berlinDay(-10) });
      await insertReservation({ date: berlinDay(-9) });
      return {
        path: '/api/reservations/delete?hours=48',
        entry: { action: 'reservations.deleted-old', targetType: 'reservation', targetId: '*', detail: { count: 2 } },
      };
    },
  ],
  [
    'POST',
    '/api/reservations/staff-book',
    async () => ({
      path: '/api/reservations/staff-book',
      body: { ...bookingBody({ date: berlinDay(3) }), source: 'phone' },
      entry: (json) => ({ action: 'reservation.created', targetType: 'reservation', targetId: json.reservation._id }),
    }),
  ],
  [
    'PATCH',
    '/api/reservations/x',
    async () => {
      const r = await insertReservation({ status: 'confirmed', guests: 2 });
      return {
        path: `/api/reservations/${r.id}`,
        body: { guests: 3 },
        entry: {
          action: 'reservation.edited',
          targetType: 'reservation',
          targetId: r.id,
          detail: { changed: ['guests'] },
        },
      };
    },
  ],
  [
    'POST',
    '/api/orders/place',
    async () => {
      const r = await insertReservation({ status: 'confirmed' });
      const { id } = await insertMenuItem({ priceCents: 1250 });
      return {
        path: '/api/orders/place',
        body: {
          customerName: 'Ravi',
          customerEmail: 'ravi@example.com',
          reservationId: r.id,
          items: [{ menuItemId: id, quantity: 2 }],
        },
        entry: (json) => ({
          action: 'order.placed',
          targetType: 'order',
          targetId: json.order._id,
          detail: { reservationId: r.id, status: 'pending', totalCents: 2500, lines: 1 },
        }),
      };
    },
  ],
  [
    'POST',
    '/api/orders/update-status',
    async () => ({
      path: '/api/orders/update-status',
      body: { orderId: await insertOrder('paid'), status: 'pending' },
      entry: {
        action: 'order.status-changed',
        targetType: 'order',
        targetId: 'o1',
        detail: { from: 'paid', to: 'pending' },
      },
    }),
  ],
  [
    'PUT',
    '/api/guests/x/notes',
    async () => {
      await insertReservation({ email: 'meera@example.com' });
      return {
        path: '/api/guests/meera%40example.com/notes',
        body: { notes: 'Peanut allergy' },
        entry: { action: 'guest.notes-edited', targetType: 'guest', detail: { cleared: false } },
      };
    },
  ],
  [
    'PUT',
    '/api/guests/x/tags',
    async () => {
      await insertReservation({ email: 'meera@example.com' });
      return {
        path: '/api/guests/meera%40example.com/tags',
        body: { tags: ['vip'] },
        entry: { action: 'guest.tags-edited', targetType: 'guest', detail: { tags: ['vip'] } },
      };
    },
  ],
  [
    'POST',
    '/api/emails/x/resend',
    async () => {
      await sqlRun(
        `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, status) VALUES ('m1', 'booking-received', 'ravi@example.com', 'Hi', 'Hi', '<p>Hi</p>', 'failed')`,
      );
      return { path: '/api/emails/m1/resend', entry: { action: 'email.resent', targetType: 'email', targetId: 'm1' } };
    },
  ],
  [
    'POST',
    '/api/staff/invite',
    async () => ({
      path: '/api/staff/invite',
      body: { email: staffAddress('asha'), name: 'Asha', role: 'staff' },
      entry: (json) => ({
        action: 'staff.invited',
        targetType: 'staff',
        targetId: json.account.id,
        detail: { role: 'staff' },
      }),
    }),
  ],
  [
    'POST',
    '/api/staff/x/invite',
    async () => {
      const account = await createStaff();
      await sqlRun("UPDATE staff_users SET password_hash = '' WHERE id = ?", account.id);
      return {
        path: `/api/staff/${account.id}/invite`,
        entry: {
          action: 'staff.invited',
          targetType: 'staff',
          targetId: account.id,
          detail: { role: 'staff', resent: true },
        },
      };
    },
  ],
  [
    'POST',
    '/api/reservations/x/tables',
    async () => {
      const r = await insertReservation({ status: 'confirmed', tableIds: ['t1'] });
      return {
        path: `/api/reservations/${r.id}/tables`,
        body: { tableIds: ['t2'] },
        entry: {
          action: 'reservation.tables-moved',
          targetType: 'reservation',
          targetId: r.id,
          detail: { from: ['t1'], to: ['t2'] },
        },
      };
    },
  ],
  [
    'PUT',
    '/api/room',
    async () => ({
      path: '/api/room',
      // The room as it is: saved again unchanged, still an owner's save worth recording.
      body: (await api('GET', '/api/room', { token: await login() })).json,
      entry: { action: 'room.updated', targetType: 'room', targetId: 'room', detail: { moved: 0 } },
    }),
  ],
  [
    'PUT',
    '/api/settings',
    async () => ({
      path: '/api/settings',
      body: { ...SEED_SETTINGS, phone: '+49 30 1234 5678' },
      entry: {
        action: 'settings.updated',
        targetType: 'settings',
        targetId: 'restaurant',
        detail: { changed: ['phone'] },
      },
    }),
  ],
  [
    'POST',
    '/api/auth/logout-everywhere',
    async () => ({
      path: '/api/auth/logout-everywhere',
      entry: { action: 'staff.signed-out-everywhere', targetType: 'staff' },
    }),
  ],
  [
    'PATCH',
    '/api/staff/x',
    async () => {
      const account = await createStaff();
      return {
        path: `/api/staff/${account.id}`,
        body: { role: 'owner' },
        entry: { action: 'staff.role-changed', targetType: 'staff', targetId: account.id, detail: { role: 'owner' } },
      };
    },
  ],
  [
    'POST',
    '/api/waitlist/walk-ins',
    async () => ({
      path: '/api/waitlist/walk-ins',
      body: { name: 'Ravi Kumar', phone: '+49 30 555000', guests: 2, quotedMinutes: 20 },
      entry: (json) => ({
        action: 'waitlist.joined',
        targetType: 'waitlist-entry',
        targetId: json.entry.id,
        detail: { kind: 'walk-in', guests: 2 },
      }),
    }),
  ],
  [
    'POST',
    '/api/waitlist/x/seat',
    async () => {
      // Today's only slot at midnight: the walk-in is seated in it whenever the suite runs.
      await insertScheduleDay(berlinDay(0), true, [{ time: '00:00', maxReservations: 6 }]);
      const id = await insertWaitlistEntry('walk-in', berlinDay(0));
      return {
        path: `/api/waitlist/${id}/seat`,
        body: {},
        entry: { action: 'waitlist.seated', targetType: 'waitlist-entry', targetId: id, detail: { guests: 2 } },
      };
    },
  ],
  [
    'POST',
    '/api/waitlist/x/offer',
    async () => {
      const id = await insertWaitlistEntry('online', berlinDay(6));
      return {
        path: `/api/waitlist/${id}/offer`,
        entry: { action: 'waitlist.offered', targetType: 'waitlist-entry', targetId: id, detail: { time: '19:00' } },
      };
    },
  ],
  [
    'DELETE',
    '/api/waitlist/x',
    async () => {
      const id = await insertWaitlistEntry('online', berlinDay(6));
      return {
        path: `/api/waitlist/${id}`,
        entry: { action: 'waitlist.removed', targetType: 'waitlist-entry', targetId: id, detail: { guests: 2 } },
      };
    },
  ],
];

const lastId = async () => (await rows<{ n: number | null }>('SELECT max(id) AS n FROM audit_log'))[0].n ?? 0;

describe.each(CHANGES)('%s %s', (method, _route, setup) => {
  it('writes exactly its audit entry', async () => {
    const token = await login();
    const change = await setup();
    const before = await lastId();
    const res = await api(method, change.path, { token, body: change.body });
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    const written = await rows<{
      action: string;
      target_type: string;
      target_id: string;
      detail: string;
      actor_id: string;
    }>('SELECT action, target_type, target_id, detail, actor_id FROM audit_log WHERE id > ? ORDER BY id', before);
    const want = typeof change.entry === 'function' ? change.entry(res.json) : change.entry;
    expect(
      written.map((e) => ({
        action: e.action,
        targetType: e.target_type,
        targetId: e.target_id,
        detail: JSON.parse(e.detail),
        signedIn: e.actor_id !== null,
      })),
    ).toEqual([
      {
        action: want.action,
        targetType: want.targetType,
        targetId: want.targetId ?? expect.any(String),
        detail: expect.objectContaining(want.detail ?? {}),
        signedIn: true,
      },
    ]);
  });
});

/** A change that applies to nothing leaves no entry. */
const NO_CHANGE: [name: string, setup: () => Promise<[method: string, path: string, body?: unknown]>][] = [
  [
    'a dish saved as it is',
    async () => {
      const { id } = await insertMenuItem({
        name: 'Masala Dosa',
        priceCents: 1250,
        available: true,
        allergens: ['mustard'],
      });
      return ['PUT', `/api/menu/${id}`, { ...dish, price: 1250, available: true }];
    },
  ],
  ['an unknown dish edited', async () => ['PUT', '/api/menu/nope', { ...dish, price: 1250 }]],
  ['an unknown dish deleted', async () => ['DELETE', '/api/menu/nope']],
  ['an unknown banner edited', async () => ['PUT', '/api/banners/nope', banner]],
  ['an unknown banner toggled', async () => ['PATCH', '/api/banners/toggle/nope']],
  ['an unknown banner deleted', async () => ['DELETE', '/api/banners/nope']],
  ['a cleanup with no past days', async () => ['DELETE', '/api/schedule/cleanup']],
  ['a day without an exception returned to its rule', async () => ['DELETE', `/api/schedule/day/${berlinDay(12)}`]],
  ['a delete with no old bookings', async () => ['DELETE', '/api/reservations/delete?hours=48']],
  [
    'a paid order marked paid',
    async () => ['POST', '/api/orders/update-status', { orderId: await insertOrder('paid'), status: 'paid' }],
  ],
];

it.each(NO_CHANGE)('%s writes no entry', async (_name, setup) => {
  const token = await login();
  const [method, path, body] = await setup();
  const before = await lastId();
  expect((await api(method, path, { token, body })).status).toBeLessThan(500);
  expect(await lastId()).toBe(before);
});

describe('the table above', () => {
  it('lists every route that asks for a sign-in and changes something', async () => {
    const listed = new Set(CHANGES.map(([method, route]) => `${method} ${route}`));
    const routes = new Set(
      site.routes
        .filter((r) => r.method !== 'ALL' && r.method !== 'GET' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path.replace(/:\w+/g, 'x')}`),
    );
    const unlisted = [];
    for (const route of routes) {
      if (listed.has(route)) continue;
      const [method, path] = route.split(' ');
      if ((await api(method, path, { body: method === 'DELETE' ? undefined : {} })).status === 401)
        unlisted.push(route);
    }
    expect(unlisted, 'mutating admin routes missing from CHANGES').toEqual([]);
    expect([...listed].filter((route) => !routes.has(route))).toEqual([]);
  });
});

import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, clearTables, insertMenuItem, insertReservation, login } from '../test/helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/stats', () => {
  it('reports today’s bookings and covers, pending requests, menu size and this month’s paid revenue (Berlin)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on 1 July in Berlin, still 30 June in UTC.
    vi.setSystemTime(new Date('2027-06-30T22:30:00Z'));
    await clearTables();
    const token = await login();

    await insertReservation({ date: '2027-07-01', guests: 4, status: 'confirmed' });
    await insertReservation({ date: '2027-07-01', guests: 3, status: 'pending' });
    await insertReservation({ date: '2027-07-01', guests: 8, status: 'cancelled' });
    // Tonight's service states: seated and completed visits hold their place; a no-show of a slot
    // still to come does too, one whose slot has started (00:00) no longer does.
    await insertReservation({ date: '2027-07-01', guests: 2, status: 'seated' as never });
    await insertReservation({ date: '2027-07-01', guests: 5, status: 'completed' as never });
    await insertReservation({ date: '2027-07-01', time: '20:00', guests: 6, status: 'no-show' as never });
    await insertReservation({ date: '2027-07-01', time: '00:00', guests: 9, status: 'no-show' as never });
    await insertReservation({ date: '2027-07-05', status: 'pending' });
    await insertReservation({ date: '2027-06-30', status: 'pending' }); // yesterday: not pending any more
    await insertMenuItem();
    await insertMenuItem({ available: false });
    const order = (id: string, cents: number, status: string, at: string) =>
      env.DB.prepare(
        `INSERT INTO orders (id, customer_name, customer_email, total_cents, status, created_at, updated_at)
        VALUES (?, 'A', 'a@example.com', ?, ?, ?, ?)`,
      ).bind(id, cents, status, Date.parse(at), Date.parse(at));
    await env.DB.batch([
      order('july-paid', 5000, 'paid', '2027-06-30T22:10:00Z'), // 00:10 on 1 July in Berlin
      order('july-pending', 9900, 'pending', '2027-06-30T22:20:00Z'),
      order('june-paid', 7000, 'paid', '2027-06-30T21:50:00Z'), // 23:50 on 30 June in Berlin
    ]);

    const res = await api('GET', '/api/stats', { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      today: '2027-07-01',
      todayBookings: 5,
      todayCovers: 20,
      todaySeated: 1,
      todayCompleted: 1,
      todayNoShows: 2,
      pendingRequests: 2,
      menuItems: 2,
      monthRevenueCents: 5000,
    });
  });
});

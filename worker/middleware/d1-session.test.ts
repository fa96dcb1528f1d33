import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../index';
import { bookingBody, clearTables, insertMenuItem, login } from '../test/helpers';
import { recordingD1, requestRecorded, sessionOf, type D1Use } from '../test/d1-spy';

// Which copy of D1 each kind of request reads (docs/decisions/025), seen two ways: the session the
// response reports in Server-Timing, and how the session that ran each statement was opened.
beforeEach(clearTables);

const day = '2027-01-20';

describe('public reads: any replica', () => {
  it.each([
    '/api/menu/available',
    '/api/menu/featured',
    '/api/menu/coming-soon',
    '/api/banners/active',
    `/api/schedule?startDate=${day}&endDate=${day}`,
    `/api/schedule/check-availability?date=${day}&time=19:00&guests=2`,
    '/',
    '/de',
  ])('GET %s starts its session unconstrained', async (path) => {
    await insertMenuItem({ featured: true });
    const log: D1Use[] = [];
    const res = await requestRecorded(log, 'GET', path);
    expect(res.status).toBe(200);
    expect(sessionOf(res.headers)).toBe('any-replica');
    expect(log.length).toBeGreaterThan(0);
    expect(new Set(log.map((use) => use.start))).toEqual(new Set(['first-unconstrained']));
  });
});

describe('what decides a booking, a guest link or a sign-in: the primary', () => {
  it.each<[string, string, unknown?]>([
    ['POST', '/api/reservations/book', bookingBody()],
    ['GET', '/api/reservations/manage?token=not-a-token'],
    ['POST', '/api/reservations/manage/cancel', { token: 'not-a-token' }],
    ['GET', '/api/user-data/request?token=not-a-token'],
    ['POST', '/api/auth/login', { email: 'admin@example.com', password: 'change-me-please' }],
  ])('%s %s never reads a replica first', async (method, path, body) => {
    const log: D1Use[] = [];
    const res = await requestRecorded(log, method, path, { body });
    expect(res.status).toBeLessThan(500);
    expect(sessionOf(res.headers)).toBe('primary');
    // 'binding': the emails sent after the answer (deliverNow) use the bare binding, all primary.
    expect(log.filter((use) => use.start !== 'first-primary' && use.start !== 'binding')).toEqual([]);
    expect(res.headers.get('x-d1-bookmark')).toBeNull();
  });

  it('a real booking is written through the primary session', async () => {
    const log: D1Use[] = [];
    const res = await requestRecorded(log, 'POST', '/api/reservations/book', {
      body: bookingBody(),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    const insert = log.find((use) => /insert into "reservations"/i.test(use.sql));
    expect(insert?.start).toBe('first-primary');
  });
});

describe('back office: the staff session on the primary, then the bookmark', () => {
  it('checks the sign-in on the primary even when the browser sends a bookmark', async () => {
    const token = await login();
    const first = await requestRecorded([], 'GET', '/api/menu', { token });
    const bookmark = first.headers.get('x-d1-bookmark')!;
    const log: D1Use[] = [];
    const res = await requestRecorded(log, 'GET', '/api/menu', { token, headers: { 'X-D1-Bookmark': bookmark } });
    expect(res.status).toBe(200);
    expect(sessionOf(res.headers)).toBe('bookmark');
    expect(log.find((use) => use.sql.includes('"admin_sessions"'))?.start).toBe('first-primary');
    expect(log.find((use) => use.sql.includes('from "menu_items"'))?.start).toBe(bookmark);
  });

  it('checks the sign-in on the primary on a path the public reads from a replica too', async () => {
    const log: D1Use[] = [];
    const res = await requestRecorded(log, 'PUT', '/api/menu/featured', { token: await login(), body: {} });
    expect(res.status).toBe(400);
    expect(log.find((use) => use.sql.includes('"admin_sessions"'))?.start).toBe('first-primary');
  });

  it('reads what decides a change on the primary, whatever bookmark the browser sends', async () => {
    const token = await login();
    const log: D1Use[] = [];
    const bookmark = '00000000-00000001-00000000-00000000000000000000000000000000';
    const res = await requestRecorded(log, 'POST', '/api/orders/update-status', {
      token,
      body: { orderId: 'none', status: 'paid' },
      headers: { 'X-D1-Bookmark': bookmark },
    });
    expect(res.status).toBeLessThan(500);
    expect(sessionOf(res.headers)).toBe('primary');
    expect(log.some((use) => use.start === bookmark)).toBe(false);
  });
});

describe('the crons', () => {
  it.each(['30 1 * * *', '*/5 * * * *'])('%s runs every statement on the primary', async (cron) => {
    const log: D1Use[] = [];
    const ctx = createExecutionContext();
    const controller = createScheduledController({ scheduledTime: new Date('2026-12-04T09:00:00Z'), cron });
    await worker.scheduled(controller, { ...env, DB: recordingD1(log) }, ctx);
    await waitOnExecutionContext(ctx);
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((use) => use.start !== 'binding' && use.start !== 'first-primary')).toEqual([]);
  });
});

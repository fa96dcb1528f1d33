import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { api, clearTables, insertReservation, login, rows } from '../test/helpers';
import { signedInStaff } from '../test/staff';
import { groupedBookings } from '../domain/reports/count-days';
import { refreshReportDays } from '../cron/report-days';
import { createDb } from '../db/client';

/*
 * Hand-computed bookings around both of 2026's clock changes (29 March: CET→CEST; 25 October:
 * CEST→CET), and one today (1 November 2026, the clock below). Counted: confirmed, seated, completed.
 *   A 29 Mar 19:00, 4, completed, online, de, booked 27 Mar 19:00 CET: 47 real hours → lead 1 day
 *   B 29 Mar 12:30, 2, no-show, phone
 *   C 29 Mar 20:00, 3, cancelled 2 h before: late
 *   D 28 Mar 13:00, 2, seated, walk-in, en (no lead)
 *   E 30 Mar 19:00, 5, pending: not counted at all
 *   F 30 Mar 19:00, 2, cancelled 3 days before: not late
 *   G 25 Oct 18:00, 6, confirmed, online, en, booked 24 Oct 18:00 CEST: 25 real hours → lead 1
 *   I 26 Oct 19:00, 2, completed, online, en, booked 10 days before → lead 10
 *   J  1 Nov 12:00, 2, confirmed, online, de, booked that morning → lead 0
 * Counted: A D G I J = 5 bookings, 16 covers; 1 no-show of 6 due; 1 late of 8 made.
 */
const TODAY_NOON = '2026-11-01T11:00:00Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function book(
  id: string,
  date: string,
  time: string,
  guests: number,
  status: string,
  extra: { source?: string; language?: string; createdAt?: number; cancelledBefore?: number } = {},
) {
  await insertReservation({ id, date, time, guests, status: status as never, createdAt: extra.createdAt ?? 0 });
  await env.DB.prepare(
    `UPDATE reservations SET source = ?2, language = ?3,
       cancelled_at = CASE WHEN ?4 IS NULL THEN NULL ELSE starts_at - ?4 END WHERE id = ?1`,
  )
    .bind(id, extra.source ?? 'online', extra.language ?? 'en', extra.cancelledBefore ?? null)
    .run();
}

let token: string;

beforeEach(async () => {
  await clearTables();
  await env.DB.prepare('DELETE FROM report_days').run();
  await book('A', '2026-03-29', '19:00', 4, 'completed', {
    language: 'de',
    createdAt: Date.parse('2026-03-27T18:00Z'),
  });
  await book('B', '2026-03-29', '12:30', 2, 'no-show', { source: 'phone' });
  await book('C', '2026-03-29', '20:00', 3, 'cancelled', { cancelledBefore: 2 * HOUR });
  await book('D', '2026-03-28', '13:00', 2, 'seated', { source: 'walk-in' });
  await book('E', '2026-03-30', '19:00', 5, 'pending');
  await book('F', '2026-03-30', '19:00', 2, 'cancelled', { cancelledBefore: 3 * DAY });
  await book('G', '2026-10-25', '18:00', 6, 'confirmed', { createdAt: Date.parse('2026-10-24T16:00Z') });
  await book('I', '2026-10-26', '19:00', 2, 'completed', { createdAt: Date.parse('2026-10-16T18:00Z') });
  await book('J', '2026-11-01', '12:00', 2, 'confirmed', {
    language: 'de',
    createdAt: Date.parse('2026-11-01T08:00Z'),
  });
  // From here Date says 1 November 2026, 12:00 in Berlin; the owner signs in then, so the session is current.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TODAY_NOON));
  token = await login();
});
afterEach(() => vi.useRealTimers());

const report = async (query: string) => api('GET', `/api/reports${query}`, { token });

const EXPECTED_TOTALS = {
  bookings: 5,
  covers: 16,
  noShows: 1,
  cancelled: 2,
  lateCancelled: 1,
  noShowRate: 0.1667,
  lateCancellationRate: 0.125,
  averagePartySize: 3.2,
};

function expectHandComputed(json: any) {
  expect(json.totals).toEqual(EXPECTED_TOTALS);
  expect(json.bySource).toEqual({ online: 4, phone: 0, 'walk-in': 1 });
  expect(json.byLanguage).toEqual({ en: 3, de: 2 });
  expect(json.leadTime).toEqual({
    medianDays: 1,
    bands: [
      { label: 'Under 1 day', bookings: 1 },
      { label: '1–2 days', bookings: 2 },
      { label: '3–7 days', bookings: 0 },
      { label: '8–30 days', bookings: 1 },
      { label: '31+ days', bookings: 0 },
    ],
  });
  const day = (date: string) => json.days.find((d: any) => d.date === date);
  expect([day('2026-03-28'), day('2026-03-29'), day('2026-03-30')]).toEqual([
    { date: '2026-03-28', bookings: 1, covers: 2 },
    { date: '2026-03-29', bookings: 1, covers: 4 },
    { date: '2026-03-30', bookings: 0, covers: 0 },
  ]);
  expect([day('2026-10-25'), day('2026-10-26'), day('2026-11-01')]).toEqual([
    { date: '2026-10-25', bookings: 1, covers: 6 },
    { date: '2026-10-26', bookings: 1, covers: 2 },
    { date: '2026-11-01', bookings: 1, covers: 2 },
  ]);
  const week = (w: string) => json.weeks.find((x: any) => x.week === w);
  expect([week('2026-W13'), week('2026-W14'), week('2026-W43'), week('2026-W44')]).toEqual([
    { week: '2026-W13', bookings: 2, covers: 6 },
    { week: '2026-W14', bookings: 0, covers: 0 },
    { week: '2026-W43', bookings: 1, covers: 6 },
    { week: '2026-W44', bookings: 2, covers: 4 },
  ]);
  expect(json.heatMap).toEqual([
    { weekday: 1, hour: '19', covers: 2 },
    { weekday: 6, hour: '13', covers: 2 },
    { weekday: 7, hour: '12', covers: 2 },
    { weekday: 7, hour: '18', covers: 6 },
    { weekday: 7, hour: '19', covers: 4 },
  ]);
}

describe('GET /api/reports', () => {
  it('counts the hand-computed figures across both clock changes, today included, live', async () => {
    const { status, json } = await report('?from=2026-03-28&to=2026-11-01');
    expect(status).toBe(200);
    expect(json.days).toHaveLength(219);
    expectHandComputed(json);
  });

  it('reads past days from the nightly rows, and still counts today live', async () => {
    const db = createDb(env.DB);
    // Two nights: the first recounts the week and backfills 120 days, the second reaches March.
    await refreshReportDays(db, new Date('2026-11-01T01:30:00Z'));
    await refreshReportDays(db, new Date('2026-11-01T01:30:00Z'));
    const stored = await rows<{ n: number; first: string; last: string }>(
      'SELECT count(*) AS n, min(date) AS first, max(date) AS last FROM report_days',
    );
    expect(stored[0]).toEqual({ n: 218, first: '2026-03-28', last: '2026-10-31' });
    // A stored day is read as stored: this later change does not reach the report until the next night.
    await env.DB.prepare(`UPDATE reservations SET guests = 9 WHERE id IN ('A', 'J')`).run();
    const { json } = await report('?from=2026-03-28&to=2026-11-01');
    expect(json.days.find((d: any) => d.date === '2026-03-29')).toEqual({ date: '2026-03-29', bookings: 1, covers: 4 });
    expect(json.days.find((d: any) => d.date === '2026-11-01')).toEqual({ date: '2026-11-01', bookings: 1, covers: 9 });
    await env.DB.prepare(`UPDATE reservations SET guests = 2 WHERE id = 'J'`).run();
    await env.DB.prepare(`UPDATE reservations SET guests = 4 WHERE id = 'A'`).run();
    expectHandComputed((await report('?from=2026-03-28&to=2026-11-01')).json);
  });

  it('defaults to the last 4 weeks, today included', async () => {
    const { json } = await report('');
    expect([json.from, json.to, json.days.length]).toEqual(['2026-10-05', '2026-11-01', 28]);
    expect(json.totals.covers).toBe(10);
  });

  it('refuses a range it cannot report with a clear 400', async () => {
    for (const [query, error] of [
      ['?from=2026-05-01&to=2026-04-01', '"from" must be on or before "to"'],
      ['?from=2024-10-31&to=2026-11-01', 'A report can cover at most 2 years (731 days)'],
      ['?to=2026-11-02', 'A report ends today at the latest'],
    ])
      expect(await report(query), query).toMatchObject({ status: 400, json: { error } });
    expect((await report('?from=2026-02-30')).status).toBe(400);
    expect((await report('?from=2024-11-01&to=2026-11-01')).status).toBe(200);
  });

  it('is for owners only', async () => {
    vi.useRealTimers();
    const staff = await signedInStaff('staff');
    expect((await api('GET', '/api/reports', { token: staff.token })).status).toBe(403);
    expect((await api('GET', '/api/reports')).status).toBe(401);
    expect((await api('GET', '/api/reports/csv', { token: staff.token })).status).toBe(403);
  });

  it('exports the per-day figures as a CSV attachment', async () => {
    const {
      status,
      headers,
      json: text,
    } = await api('GET', '/api/reports/csv?from=2026-03-28&to=2026-03-30', { token });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(headers.get('content-disposition')).toBe(
      'attachment; filename="kovalam-report-2026-03-28-to-2026-03-30.csv"',
    );
    expect(text).toBe(
      [
        'date,bookings,covers,no_shows,cancelled,late_cancellations,online,phone,walk_in,english,german',
        '2026-03-28,1,2,0,0,0,0,0,1,1,0',
        '2026-03-29,1,4,1,1,1,1,0,0,0,1',
        '2026-03-30,0,0,0,1,0,0,0,0,0,0',
        '',
      ].join('\r\n'),
    );
  });

  it('never reads the whole bookings table: the plan searches reservations by the date index', async () => {
    const plan = await drizzle(env.DB).all<{ detail: string }>(
      sql`EXPLAIN QUERY PLAN ${groupedBookings('2024-11-01', '2026-11-01')}`,
    );
    const lines = plan.map((p) => p.detail);
    expect(
      lines.some((l) => /SEARCH reservations USING (COVERING )?INDEX reservations_slot_idx/.test(l)),
      lines.join('\n'),
    ).toBe(true);
    expect(lines.filter((l) => /\bSCAN reservations\b/.test(l))).toEqual([]);
  });
});

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../index';
import { clearTables, count, insertScheduleDay, rows } from '../test/helpers';

/** Runs the Worker's scheduled handler as the nightly trigger would, and waits for it. */
async function runCron(scheduledTime: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(scheduledTime), cron: '30 1 * * *' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const scheduleDates = async () =>
  (await rows<{ date: string }>('SELECT date FROM schedule_days ORDER BY date')).map((r) => r.date);

/** Seeds the given days, each with one slot. */
async function seedDays(dates: string[]) {
  for (const date of dates) await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 5 }]);
}

beforeEach(clearTables);

describe('nightly cron', () => {
  it('deletes schedule days (and slots) older than two days before today, and a second run deletes nothing more', async () => {
    // 01:30 UTC on 10 May 2027 is 03:30 in Berlin: today is 10 May, the cutoff 8 May.
    await seedDays(['2027-05-01', '2027-05-07', '2027-05-08', '2027-05-09', '2027-05-10', '2027-05-20']);
    await runCron('2027-05-10T01:30:00Z');
    const after = ['2027-05-08', '2027-05-09', '2027-05-10', '2027-05-20'];
    expect(await scheduleDates()).toEqual(after);
    expect((await rows<{ date: string }>('SELECT date FROM time_slots ORDER BY date')).map((r) => r.date)).toEqual(
      after,
    );

    await runCron('2027-05-10T01:30:00Z');
    expect(await scheduleDates()).toEqual(after);
    expect(await count('SELECT count(*) AS n FROM time_slots')).toBe(after.length);
  });

  it('leaves reservations alone, even on deleted days', async () => {
    await seedDays(['2027-05-01']);
    await env.DB.prepare(
      `INSERT INTO reservations (id, name, email, phone, date, time, guests, status)
      VALUES ('r', 'Asha', 'asha@example.com', '+4930123456', '2027-05-01', '19:00', 2, 'confirmed')`,
    ).run();
    await runCron('2027-05-10T01:30:00Z');
    expect(await scheduleDates()).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(1);
  });

  it('purges stale login failures and idempotency keys, keeping fresh ones', async () => {
    const at = Date.parse('2027-05-10T01:30:00Z');
    await env.DB.batch([
      env.DB.prepare('INSERT INTO login_failures (ip, failed_at) VALUES (?, ?)').bind('1.1.1.1', at - 60 * 60_000),
      env.DB.prepare('INSERT INTO login_failures (ip, failed_at) VALUES (?, ?)').bind('2.2.2.2', at - 5 * 60_000),
      env.DB.prepare('INSERT INTO idempotency_keys (key, status, body_hash, created_at) VALUES (?, 201, ?, ?)').bind(
        'old',
        'h',
        at - 25 * 3_600_000,
      ),
      env.DB.prepare('INSERT INTO idempotency_keys (key, status, body_hash, created_at) VALUES (?, 201, ?, ?)').bind(
        'new',
        'h',
        at - 3_600_000,
      ),
    ]);
    await runCron('2027-05-10T01:30:00Z');
    expect(await rows('SELECT ip FROM login_failures')).toEqual([{ ip: '2.2.2.2' }]);
    expect(await rows('SELECT key FROM idempotency_keys')).toEqual([{ key: 'new' }]);
  });

  it('purges expired admin sessions and sign-in failures older than the 15-minute window', async () => {
    const at = Date.parse('2027-05-10T01:30:00Z');
    const session = (id: string, expiresAt: number) =>
      env.DB.prepare(
        "INSERT INTO admin_sessions (id, user_id, credential_digest, expires_at) VALUES (?, 'owner-1', 'd', ?)",
      ).bind(id, expiresAt);
    const failure = (ip: string, failedAt: number) =>
      env.DB.prepare("INSERT INTO login_failures (ip, account, failed_at) VALUES (?, 'admin@example.com', ?)").bind(
        ip,
        failedAt,
      );
    await env.DB.batch([
      env.DB.prepare('DELETE FROM admin_sessions'),
      env.DB.prepare(
        "INSERT OR IGNORE INTO staff_users (id, email, role) VALUES ('owner-1', 'owner-1@example.com', 'owner')",
      ),
      session('expired', at - 60_000),
      session('live', at + 3_600_000),
      failure('3.3.3.3', at - 16 * 60_000),
      failure('4.4.4.4', at - 14 * 60_000),
    ]);
    await runCron('2027-05-10T01:30:00Z');
    expect(await rows('SELECT id FROM admin_sessions')).toEqual([{ id: 'live' }]);
    expect(await rows('SELECT ip FROM login_failures')).toEqual([{ ip: '4.4.4.4' }]);
  });

  describe('around midnight in Berlin on daylight-saving days', () => {
    const days = (from: string, n: number) =>
      Array.from({ length: n }, (_, i) =>
        new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
      );

    it.each([
      // Clocks go forward at 01:00 UTC on 28 March 2027 (02:00 CET → 03:00 CEST).
      ['2027-03-27T22:59:00Z', '2027-03-25', 'Berlin 23:59 CET on 27 Mar'],
      ['2027-03-27T23:00:00Z', '2027-03-26', 'Berlin 00:00 CET on 28 Mar (DST day)'],
      ['2027-03-28T01:30:00Z', '2027-03-26', 'the trigger time on the DST day: 03:30 CEST'],
      ['2027-03-28T21:59:00Z', '2027-03-26', 'Berlin 23:59 CEST on 28 Mar'],
      ['2027-03-28T22:30:00Z', '2027-03-27', 'Berlin 00:30 CEST on 29 Mar, still 28 Mar in UTC'],
      // Clocks go back at 01:00 UTC on 31 October 2027 (03:00 CEST → 02:00 CET).
      ['2027-10-30T21:59:00Z', '2027-10-28', 'Berlin 23:59 CEST on 30 Oct'],
      ['2027-10-30T22:30:00Z', '2027-10-29', 'Berlin 00:30 CEST on 31 Oct (DST day), still 30 Oct in UTC'],
      ['2027-10-31T01:30:00Z', '2027-10-29', 'the trigger time on the DST day: 02:30 CET'],
      ['2027-10-31T22:59:00Z', '2027-10-29', 'Berlin 23:59 CET on 31 Oct'],
      ['2027-10-31T23:00:00Z', '2027-10-30', 'Berlin 00:00 CET on 1 Nov'],
      // The last one that has already happened.
      ['2026-10-25T01:30:00Z', '2026-10-23', 'the trigger time on 25 Oct 2026: 02:30 CET'],
      ['2026-10-24T22:30:00Z', '2026-10-23', 'Berlin 00:30 CEST on 25 Oct 2026'],
    ])('at %s the cutoff is %s (%s)', async (scheduledTime, cutoff, _label) => {
      const seeded = days(`${cutoff.slice(0, 8)}01`, 40).filter(
        (d) => Math.abs(Date.parse(d) - Date.parse(cutoff)) <= 3 * 86_400_000,
      );
      await seedDays(seeded);
      await runCron(scheduledTime);
      expect(await scheduleDates()).toEqual(seeded.filter((d) => d >= cutoff));
      await runCron(scheduledTime);
      expect(await scheduleDates()).toEqual(seeded.filter((d) => d >= cutoff));
    });
  });
});

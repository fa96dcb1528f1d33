import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, login } from '../test/helpers';
import { useRoom } from '../test/room';
import { createDb } from '../db/client';
import { berlinInstant } from '../../shared/berlin-time';
import { berlinInstantSql } from '../domain/waitlist/offer-holds-sql';

/** A waitlist offer's hold (decision 053): busy for guests' bookings, not for staff. */
const date = berlinDay(47);
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(async () => {
  await clearTables();
  await env.DB.prepare('DELETE FROM waitlist_entries').run();
  await useRoom({ tables: [{ id: 't2', max: 2 }] });
});

/** An offer of t2 at 19:00 on `date`, expiring `inMs` from now. */
const hold = (inMs: number) =>
  env.DB.prepare(
    `INSERT INTO waitlist_entries (id, kind, status, name, email, phone, date, from_time, to_time, guests,
       offered_at, offer_expires_at, offer_time, offer_tables)
     VALUES ('w1', 'online', 'offered', 'Meera Nair', 'meera@example.com', '+49 30 7654321', ?1, '19:00', '20:30', 2,
       ?2, ?2 + ?3, '19:00', '["t2"]')`,
  )
    .bind(date, Date.now(), inMs)
    .run();
const bookOnline = (time: string) =>
  api('POST', '/api/reservations/book', { body: bookingBody({ date, time, email: 'other@example.com' }) });

describe('an offer holds its table', () => {
  it('for its stay: a guest cannot book it at 19:00 nor 20:00, but at 21:00 (90 minutes and the reset later)', async () => {
    await hold(600_000);
    expect((await bookOnline('19:00')).status).toBe(409);
    expect((await bookOnline('20:00')).status).toBe(409);
    expect((await bookOnline('21:00')).status).toBe(201);
  });

  it('not once it has expired, and never against staff', async () => {
    await hold(-1);
    expect((await bookOnline('19:00')).status).toBe(201);
    await env.DB.prepare('DELETE FROM reservation_tables').run();
    await env.DB.prepare('DELETE FROM reservations').run();
    await env.DB.prepare("UPDATE waitlist_entries SET offer_expires_at = ? WHERE id = 'w1'")
      .bind(Date.now() + 600_000)
      .run();
    const staff = await api('POST', '/api/reservations/staff-book', {
      token,
      body: { ...bookingBody({ date, time: '19:00' }), source: 'phone' },
    });
    expect(staff.status).toBe(201);
  });
});

describe('the hold’s start in SQL', () => {
  it('is the Berlin instant of its date and time, on either side of both clock changes', async () => {
    const db = createDb(env.DB);
    const cases: [string, string][] = [
      ['2026-03-28', '19:00'],
      ['2026-03-29', '01:30'],
      ['2026-03-29', '19:00'],
      ['2026-07-10', '12:00'],
      ['2026-10-24', '19:00'],
      ['2026-10-25', '19:00'],
      ['2026-12-24', '19:00'],
      ['2027-03-28', '19:00'],
    ];
    for (const [day, time] of cases) {
      const [row] = await db.all<{ ms: number }>(sql`SELECT ${berlinInstantSql(sql`${day}`, sql`${time}`)} AS ms`);
      expect(row.ms, `${day} ${time}`).toBe(berlinInstant(day, time).getTime());
    }
  });
});

import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, bookingBody, clearTables, insertScheduleDay, rows } from '../../test/helpers';

/**
 * Staff change a day while a booking is in flight. The change is applied straight to D1 after
 * `lag` other D1 round trips, so it lands at each point of the booking's own round trips in turn
 * (between the availability read and the insert among them).
 */
async function bookWhile(date: string, lag: number, change: D1PreparedStatement[]) {
  const booking = api('POST', '/api/reservations/book', { body: bookingBody({ date, time: '19:00' }) });
  const staff = (async () => {
    for (let i = 0; i < lag; i++) await env.DB.prepare('SELECT 1').first();
    await env.DB.batch(change);
  })();
  const [res] = await Promise.all([booking, staff]);
  return res;
}

const holding = (date: string) =>
  rows("SELECT id FROM reservations WHERE date = ? AND status IN ('pending', 'confirmed')", date);

beforeEach(clearTables);

describe('a booking racing a schedule change', () => {
  it.each([0, 1, 2, 3, 4, 5])('never leaves a held place on a day closed meanwhile (lag %i)', async (lag) => {
    const date = berlinDay(10);
    await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 5 }]);
    // What POST /api/schedule/update with isOpen: false does, in one batch.
    const res = await bookWhile(date, lag, [
      env.DB.prepare('UPDATE schedule_days SET is_open = 0 WHERE date = ?').bind(date),
      env.DB.prepare('DELETE FROM time_slots WHERE date = ?').bind(date),
      env.DB.prepare(
        "UPDATE reservations SET status = 'cancelled' WHERE date = ? AND status IN ('pending', 'confirmed')",
      ).bind(date),
    ]);
    expect(await holding(date)).toEqual([]);
    // Either it was booked before the close (and then cancelled by it) or refused as closed.
    if (res.status !== 201) expect(res).toMatchObject({ status: 409, json: { reason: "We're closed on this date" } });
  });

  it.each([0, 1, 2, 3, 4, 5])('never exceeds a capacity lowered meanwhile (lag %i)', async (lag) => {
    const date = berlinDay(11);
    await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 5 }]);
    await env.DB.prepare(
      `INSERT INTO reservations (id, name, email, phone, date, time, guests, status)
      VALUES ('first', 'Lakshmi', 'l@example.com', '+4930123456', ?, '19:00', 2, 'confirmed')`,
    )
      .bind(date)
      .run();
    const res = await bookWhile(date, lag, [
      env.DB.prepare('UPDATE time_slots SET max_reservations = 1 WHERE date = ?').bind(date),
      // Notes how many places were held when the capacity changed, to know which came first.
      env.DB.prepare(
        `INSERT INTO idempotency_keys (key, status, body_hash) SELECT 'held-at-change', count(*), ''
        FROM reservations WHERE date = ? AND status IN ('pending', 'confirmed')`,
      ).bind(date),
    ]);
    const [{ status: heldAtChange }] = await rows<{ status: number }>(
      "SELECT status FROM idempotency_keys WHERE key = 'held-at-change'",
    );
    const held = await holding(date);
    if (heldAtChange === 2) {
      // Booked before the change, as the old capacity allowed.
      expect(res.status).toBe(201);
      expect(held).toHaveLength(2);
    } else {
      expect(res).toMatchObject({ status: 409, json: { reason: 'This time slot is fully booked' } });
      expect(held).toHaveLength(1);
    }
  });
});

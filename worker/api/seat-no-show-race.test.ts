import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, berlinDay, clearTables, count, insertReservation, insertScheduleDay, login, rows } from '../test/helpers';
import { tablesOf, useRoom } from '../test/room';

const CAPACITY = 6;
const FULL = `This slot is full (${CAPACITY} of ${CAPACITY} booked). Confirm "over capacity" to book anyway.`;
// A slot that has started: a no-show in it no longer holds a place (docs/decisions/021).
const TODAY = berlinDay(0);
const STARTED = '00:00';

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(async () => {
  await clearTables();
  await insertScheduleDay(TODAY, true, [{ time: STARTED, maxReservations: CAPACITY }]);
});

const setStatus = (reservationId: string, status: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/api/reservations/update-status', { token, body: { reservationId, status, ...extra } });
const staffBook = () =>
  api('POST', '/api/reservations/staff-book', {
    token,
    body: { name: 'Late Caller', phone: '+49 30 7654321', date: TODAY, time: STARTED, guests: 2, source: 'walk-in' },
  });
const held = () =>
  count(
    `SELECT count(*) AS n FROM reservations WHERE date = ? AND time = ?
  AND status IN ('pending', 'confirmed', 'seated', 'completed')`,
    TODAY,
    STARTED,
  );
const statusOf = async (id: string) =>
  (await rows<{ status: string }>('SELECT status FROM reservations WHERE id = ?', id))[0].status;
const audits = (id: string) =>
  rows<{ action: string; detail: string }>('SELECT action, detail FROM audit_log WHERE target_id = ? ORDER BY id', id);

/** A started slot filled to capacity by confirmed bookings, and `noShows` more marked no-show through the API. */
async function fullSlotWithNoShows(confirmed: number, noShows: number) {
  await Promise.all(
    Array.from({ length: confirmed }, () => insertReservation({ date: TODAY, time: STARTED, status: 'confirmed' })),
  );
  const marked = await Promise.all(
    Array.from({ length: noShows }, () => insertReservation({ date: TODAY, time: STARTED, status: 'confirmed' })),
  );
  for (const r of marked) expect((await setStatus(r.id, 'no-show')).status).toBe(200);
  return marked;
}

describe('no-show → seated takes a place again, so it needs room like any other move', () => {
  it('refuses 7 of 6 with the over-capacity answer, then seats it when staff confirm over capacity', async () => {
    const [late] = await fullSlotWithNoShows(CAPACITY - 1, 1);
    // The no-show freed its place: a walk-in takes it.
    expect((await staffBook()).status).toBe(201);
    expect(await held()).toBe(CAPACITY);

    const refused = await setStatus(late.id, 'seated');
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: FULL, full: true, held: CAPACITY, capacity: CAPACITY });
    expect(await statusOf(late.id)).toBe('no-show');
    expect((await audits(late.id)).map((a) => a.action)).toEqual(['reservation.no-show']);

    const over = await setStatus(late.id, 'seated', { overCapacity: true });
    expect(over.status).toBe(200);
    expect(over.json.reservation).toMatchObject({ status: 'seated', overCapacity: true });
    expect(await held()).toBe(CAPACITY + 1);
    expect((await audits(late.id)).map((a) => [a.action, JSON.parse(a.detail)])).toEqual([
      ['reservation.no-show', { from: 'confirmed', to: 'no-show' }],
      ['reservation.seated', { from: 'no-show', to: 'seated', overCapacity: true }],
    ]);
  });

  it('seats a no-show with a free place, and one whose slot has not started (it still holds its place)', async () => {
    const [late] = await fullSlotWithNoShows(CAPACITY - 1, 1);
    const seated = await setStatus(late.id, 'seated');
    expect(seated.status).toBe(200);
    expect(seated.json.reservation.overCapacity).toBe(false);

    const date = berlinDay(3);
    await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 1 }]);
    const early = await insertReservation({ date, time: '19:00', status: 'confirmed' });
    expect((await setStatus(early.id, 'no-show')).status).toBe(200);
    expect((await setStatus(early.id, 'seated')).status).toBe(200);
  });

  it('a late no-show whose table was taken meanwhile is seated at another free table, never on top', async () => {
    await useRoom({
      tables: [
        { id: 'a', max: 2 },
        { id: 'b', max: 2 },
      ],
    });
    const late = await insertReservation({ date: TODAY, time: STARTED, status: 'confirmed', tableIds: ['a'] });
    expect((await setStatus(late.id, 'no-show')).status).toBe(200);
    const walkIn = await staffBook();
    expect(await tablesOf(walkIn.json.reservation._id)).toEqual(['a']);

    const seated = await setStatus(late.id, 'seated');
    expect(seated.status).toBe(200);
    expect(seated.json.reservation.tables).toEqual([{ id: 'b', name: 'B' }]);
    expect(await tablesOf(late.id)).toEqual(['b']);
  });

  it('a late no-show whose table is still free keeps it', async () => {
    await useRoom({
      tables: [
        { id: 'a', max: 2 },
        { id: 'b', max: 2 },
      ],
    });
    const late = await insertReservation({ date: TODAY, time: STARTED, status: 'confirmed', tableIds: ['b'] });
    expect((await setStatus(late.id, 'no-show')).status).toBe(200);
    expect((await setStatus(late.id, 'seated')).status).toBe(200);
    expect(await tablesOf(late.id)).toEqual(['b']);
  });

  it('refuses overCapacity that is not a boolean with 400 naming it', async () => {
    const res = await setStatus('any', 'seated', { overCapacity: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(['overCapacity']);
  });
});

describe('the room check is in the UPDATE itself', () => {
  beforeEach(async () => {
    // D1 itself notes, at the moment a booking is seated, a started slot holding more than its
    // capacity: what a check made in an earlier round trip lets through when a booking lands in between.
    await env.DB.batch([
      env.DB.prepare('CREATE TABLE IF NOT EXISTS seated_over_capacity (id TEXT)'),
      env.DB.prepare('DELETE FROM seated_over_capacity'),
      env.DB.prepare(`CREATE TRIGGER IF NOT EXISTS seat_over_capacity AFTER UPDATE OF status ON reservations
        WHEN NEW.status = 'seated' AND (SELECT count(*) FROM reservations WHERE date = NEW.date AND time = NEW.time
          AND status IN ('pending', 'confirmed', 'seated', 'completed'))
          > (SELECT max_reservations FROM time_slots WHERE date = NEW.date AND time = NEW.time)
        BEGIN INSERT INTO seated_over_capacity (id) VALUES (NEW.id); END`),
    ]);
  });
  afterEach(async () => {
    await env.DB.prepare('DROP TRIGGER IF EXISTS seat_over_capacity').run();
  });
  const seatedOver = () => rows('SELECT id FROM seated_over_capacity');

  it('a booking landing at any point of a seat request: one of them gets the last place, never both', async () => {
    const outcomes: number[] = [];
    for (let lag = 0; lag <= 6; lag++) {
      await clearTables();
      await insertScheduleDay(TODAY, true, [{ time: STARTED, maxReservations: CAPACITY }]);
      const [late] = await fullSlotWithNoShows(CAPACITY - 1, 1);
      const seat = setStatus(late.id, 'seated');
      // Another booking takes the free place straight in D1, after `lag` other round trips.
      const other = (async () => {
        for (let i = 0; i < lag; i++) await env.DB.prepare('SELECT 1').first();
        await env.DB.prepare(
          `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at)
          VALUES (?, 'Walk In', '', '+49 30 1', ?, ?, 2, 'confirmed', 0)`,
        )
          .bind(`walk-in-${lag}`, TODAY, STARTED)
          .run();
      })();
      const [res] = await Promise.all([seat, other]);
      expect(await seatedOver(), `lag ${lag}`).toEqual([]);
      if (res.status === 409) expect(res.json, `lag ${lag}`).toMatchObject({ full: true, held: CAPACITY });
      else expect(res.status, `lag ${lag}`).toBe(200);
      outcomes.push(res.status);
    }
    // The race happened: the booking landed before the seat's write at some lags and after it at others.
    expect(outcomes, outcomes.join(',')).toContain(409);
    expect(outcomes, outcomes.join(',')).toContain(200);
  });

  it('five late arrivals and three walk-ins at once for the one free place: exactly one gets it', async () => {
    const late = await fullSlotWithNoShows(CAPACITY - 1, 5);
    const answers = await Promise.all([
      ...late.map((r) => setStatus(r.id, 'seated')),
      staffBook(),
      staffBook(),
      staffBook(),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200 || s === 201),
      statuses.join(','),
    ).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.json).toMatchObject({ full: true, held: CAPACITY });
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    // No place was freed during the burst, so the count now is the most the slot ever held.
    expect(await held()).toBe(CAPACITY);
    expect(await seatedOver()).toEqual([]);
  });
});

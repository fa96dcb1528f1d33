import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { berlinInstant } from '../../shared/berlin-time';
import { createDb } from '../db/client';
import { berlinDay, clearTables, insertReservation, rows } from '../test/helpers';
import { tablesOf, useRoom } from '../test/room';
import { seatUnseatedBookings } from './seat-unseated';

beforeEach(clearTables);

describe('seating the bookings made before the room (migration 0006)', () => {
  it('seats upcoming bookings in the order they start, and marks the one left over as over capacity, audited', async () => {
    await useRoom({ tables: [{ id: 'a', max: 4 }] });
    const date = berlinDay(6);
    const past = await insertReservation({ date: berlinDay(-2), time: '19:00', status: 'completed' });
    const first = await insertReservation({ date, time: '19:00', status: 'confirmed' });
    const second = await insertReservation({ date, time: '19:30', status: 'pending' });
    const later = await insertReservation({ date, time: '21:00', status: 'pending' });
    const cancelled = await insertReservation({ date, time: '18:00', status: 'cancelled' });

    expect(await seatUnseatedBookings(createDb(env.DB), new Date())).toEqual({ seated: 2, overCapacity: 1 });
    expect(await tablesOf(first.id)).toEqual(['a']);
    expect(await tablesOf(second.id)).toEqual([]);
    expect(await tablesOf(later.id)).toEqual(['a']);
    expect(await tablesOf(past.id)).toEqual([]);
    expect(await tablesOf(cancelled.id)).toEqual([]);
    const [over] = await rows<{ over_capacity: number }>(
      'SELECT over_capacity FROM reservations WHERE id = ?',
      second.id,
    );
    expect(over.over_capacity).toBe(1);
    const entries = await rows<{ target_id: string; detail: string }>(
      "SELECT target_id, detail FROM audit_log WHERE action = 'reservation.tables-moved'",
    );
    expect(entries.map((e) => e.target_id)).toEqual([second.id]);
    // A second pass finds nothing left to do.
    expect(await seatUnseatedBookings(createDb(env.DB), new Date())).toEqual({ seated: 0, overCapacity: 0 });
  });
});

describe('migration 0006 gives existing bookings their stay', () => {
  it('works out each start in Berlin time, summer and winter and across both clock changes', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0006'));
    const updates = (migration?.queries ?? []).filter((q) => q.includes('UPDATE `reservations`'));
    expect(updates).toHaveLength(2);
    const cases = [
      ['2027-01-15', '19:00', 2],
      ['2027-03-27', '23:30', 4],
      ['2027-03-28', '03:30', 2],
      ['2027-07-01', '12:30', 6],
      ['2027-10-30', '20:00', 8],
      ['2027-10-31', '03:30', 3],
    ] as const;
    for (const [date, time, guests] of cases) await insertReservation({ id: `old-${date}`, date, time, guests });
    await env.DB.exec(`UPDATE reservations SET starts_at = 0, ends_at = 0`);
    for (const update of updates) await env.DB.prepare(update).run();
    const stays = await rows<{ id: string; starts_at: number; ends_at: number; guests: number }>(
      'SELECT id, starts_at, ends_at, guests FROM reservations ORDER BY id',
    );
    const minutes = { 2: 90, 3: 120, 4: 120, 6: 150, 8: 180 } as Record<number, number>;
    expect(stays).toEqual(
      cases.map(([date, time, guests]) => ({
        id: `old-${date}`,
        starts_at: berlinInstant(date, time).getTime(),
        ends_at: berlinInstant(date, time).getTime() + minutes[guests] * 60_000,
        guests,
      })),
    );
  });
});

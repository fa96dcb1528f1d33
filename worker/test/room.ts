import { env } from 'cloudflare:workers';
import { invalidatePublicCache } from '../infra/public-cache';

type Table = { id: string; min?: number; max: number; online?: boolean; area?: string };
type Combination = { id: string; tables: string[]; min: number; max: number };

/**
 * Replaces the room straight in D1 for one test (bookings first, as they name the tables): its
 * tables (min covers 1 unless given), combinations, stays (the demo room's bands unless given) and reset.
 */
export async function useRoom({
  tables,
  combinations = [],
  stays = [
    [1, 2, 90],
    [3, 4, 120],
    [5, 6, 150],
    [7, 20, 180],
  ],
  resetMinutes = 15,
}: {
  tables: Table[];
  combinations?: Combination[];
  stays?: [min: number, max: number, minutes: number][];
  resetMinutes?: number;
}) {
  const db = env.DB;
  await db.batch([
    db.prepare('DELETE FROM reservation_tables'),
    db.prepare('DELETE FROM reservations'),
    db.prepare('DELETE FROM combination_tables'),
    db.prepare('DELETE FROM table_combinations'),
    db.prepare('DELETE FROM dining_tables'),
    ...tables.map((t, i) =>
      db
        .prepare(
          `INSERT INTO dining_tables (id, name, area, min_covers, max_covers, online, active, priority) VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
        )
        .bind(t.id, t.id.toUpperCase(), t.area ?? 'Inside', t.min ?? 1, t.max, t.online === false ? 0 : 1, i),
    ),
    ...combinations.flatMap((c, i) => [
      db
        .prepare('INSERT INTO table_combinations (id, name, min_covers, max_covers, priority) VALUES (?, ?, ?, ?, ?)')
        .bind(c.id, c.tables.map((t) => t.toUpperCase()).join(' + '), c.min, c.max, i),
      ...c.tables.map((t) =>
        db.prepare('INSERT INTO combination_tables (combination_id, table_id) VALUES (?, ?)').bind(c.id, t),
      ),
    ]),
    db.prepare('DELETE FROM stay_bands'),
    ...stays.map(([min, max, minutes]) =>
      db.prepare('INSERT INTO stay_bands (min_guests, max_guests, minutes) VALUES (?, ?, ?)').bind(min, max, minutes),
    ),
    db.prepare('UPDATE room_settings SET reset_minutes = ? WHERE id = 1').bind(resetMinutes),
  ]);
  invalidatePublicCache();
}

/** The tables a booking holds, by id, sorted. */
export async function tablesOf(reservationId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT table_id FROM reservation_tables WHERE reservation_id = ? ORDER BY table_id',
  )
    .bind(reservationId)
    .all<{ table_id: string }>();
  return results.map((r) => r.table_id);
}

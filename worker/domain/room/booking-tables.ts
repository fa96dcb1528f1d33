import { eq, inArray } from 'drizzle-orm';
import { diningTables, reservationTables } from '../../db/schema';
import type { Database } from '../../env';
import { chunk, D1_MAX_PARAMS } from '../../infra/d1-limits';

export type BookedTable = { id: string; name: string };

const tablesQuery = (db: Database, ids: string[]) =>
  db
    .select({ reservationId: reservationTables.reservationId, id: diningTables.id, name: diningTables.name })
    .from(reservationTables)
    .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
    .where(inArray(reservationTables.reservationId, ids))
    .orderBy(diningTables.priority, diningTables.name);

/** The tables each booking holds, by booking id (none: no key), in as few round trips as D1's parameter limit allows. */
export async function tablesOfBookings(db: Database, ids: readonly string[]): Promise<Map<string, BookedTable[]>> {
  const out = new Map<string, BookedTable[]>();
  const slices = chunk([...new Set(ids)], D1_MAX_PARAMS);
  if (!slices.length) return out;
  const [first, ...rest] = slices.map((slice) => tablesQuery(db, slice));
  const results = await db.batch([first, ...rest]);
  for (const row of results.flat()) {
    const list = out.get(row.reservationId) ?? [];
    list.push({ id: row.id, name: row.name });
    out.set(row.reservationId, list);
  }
  return out;
}

/** A booking list as staff read it: each row serialized (`toJson`) with its tables, one round trip. */
export async function withTables<T extends { id: string }, J>(
  db: Database,
  rows: T[],
  toJson: (row: T, tables: BookedTable[]) => J,
): Promise<J[]> {
  const tables = await tablesOfBookings(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toJson(row, tables.get(row.id) ?? []));
}

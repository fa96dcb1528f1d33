import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { insertSelect } from '../../db/insert-where';
import { diningTables, reservationTables } from '../../db/schema';
import type { Database } from '../../env';
import { busyTables, pickedTables, type TableClaim } from './free-unit-sql';

/** A booking row that a statement earlier in the batch wrote: `SELECT 1 FROM reservations WHERE …`. */
const written = (row: SQL) => sql`EXISTS (${row})`;
const holdsNone = (id: string) => sql`NOT EXISTS (SELECT 1 FROM reservation_tables WHERE reservation_id = ${id})`;

/**
 * The batch statement that gives a booking the unit assignment picks (the smallest free table,
 * else combination), written only when `row` exists: the booking's row the batch wrote. It runs
 * in the same batch as that write, and a D1 batch is one transaction that no other request's
 * statements interleave with, so the table the write checked is the table it claims.
 */
export function claimTables(db: Database, reservationId: string, claim: TableClaim, row: SQL, also: SQL = sql`1`) {
  return insertSelect(
    db,
    reservationTables,
    { reservationId: sql`${reservationId}`, tableId: sql`picked.table_id` },
    sql`FROM ${pickedTables({ ...claim, exceptId: reservationId })} picked WHERE ${written(row)} AND ${also}`,
  );
}

/**
 * A booking whose time or party size changed (`row`: as the batch left it) keeps its tables while
 * they still seat the party and are free for the new stay; otherwise it lets them go and takes the
 * unit assignment picks, as a new booking would. Two statements for the batch, after the change.
 */
export function reseatTables(db: Database, id: string, claim: TableClaim, row: SQL) {
  const own = sql`reservation_tables rt JOIN dining_tables t ON t.id = rt.table_id WHERE rt.reservation_id = ${id}`;
  const stillSeats = sql`((SELECT coalesce(sum(t.max_covers), 0) FROM ${own}) >= ${claim.guests}
    AND NOT EXISTS (SELECT 1 FROM ${own} AND rt.table_id IN ${busyTables({ ...claim, exceptId: id })}))`;
  return [
    db.delete(reservationTables).where(sql`reservation_id = ${id} AND ${written(row)} AND NOT ${stillSeats}`),
    claimTables(db, id, claim, row, holdsNone(id)),
  ] as const;
}

/** Gives a booking the tables staff chose, when `row` exists (the booking's row the batch wrote). */
export const seatAt = (db: Database, reservationId: string, tableIds: string[], row: SQL) =>
  tableIds.map((tableId) =>
    insertSelect(
      db,
      reservationTables,
      { reservationId: sql`${reservationId}`, tableId: sql`${tableId}` },
      sql`WHERE ${written(row)}`,
    ),
  );

/** The first of staff's chosen tables that is unknown, retired or inactive (undefined: all usable). */
export async function firstUnusableTable(db: Database, tableIds: string[]): Promise<string | undefined> {
  const usable = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(inArray(diningTables.id, tableIds), eq(diningTables.active, true), eq(diningTables.retired, false)));
  return tableIds.find((id) => !usable.some((t) => t.id === id));
}

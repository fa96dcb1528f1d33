import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../env';

/** Every column a row must name: optional ones too, so a column added to schema.ts fails typecheck here. */
type NamedRow<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]-?: T['$inferInsert'][K] | SQL };

/**
 * INSERT INTO table (...) SELECT <row> WHERE <condition>: one row, written only if the condition
 * holds as the statement runs (a slot with room, a row an earlier statement of the batch wrote).
 *
 * Drizzle lists every column of the table in the INSERT and expects the SELECT in the same order,
 * so a hand-written positional SELECT broke silently when a column was added (issue 27). Here the
 * values are named by column and put in drizzle's order, and the row's type names every column.
 * Built by drizzle (insert().select()), not db.run(sql): drizzle's D1 batch cannot bind a raw
 * statement's parameters.
 */
export function insertWhere<T extends SQLiteTable>(db: Database, table: T, row: NamedRow<T>, condition: SQL) {
  return insertSelect(db, table, row, sql`WHERE ${condition}`);
}

/**
 * INSERT INTO table (...) SELECT <row> <from>: as insertWhere, with the rest of the SELECT given
 * whole (`FROM … WHERE …`), so a value may name what the FROM yields: one row per order line out
 * of a VALUES list, or an audit entry's detail worked out from the rows a change is about to touch.
 */
export function insertSelect<T extends SQLiteTable>(db: Database, table: T, row: NamedRow<T>, from: SQL) {
  const values = row as Record<string, unknown>;
  const selected = Object.entries(getTableColumns(table))
    // Generated columns take no value; drizzle leaves them out of the INSERT's list too.
    .filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([key, column]) => {
      if (!(key in values)) throw new Error(`insertWhere: no value for ${getTableName(table)}.${column.name}`);
      const value = values[key];
      if (value === null) return sql`NULL`;
      if (value instanceof Object && 'getSQL' in value) return value as SQL;
      return sql`${column.mapToDriverValue(value)}`;
    });
  return db.insert(table).select(sql`SELECT ${sql.join(selected, sql`, `)} ${from}`);
}

import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../env';
import { auditFrom, type AuditEntry } from './audit';

/** The entry of a bulk DELETE later in the batch: detail.count is how many rows `where` finds; none, no entry. */
export function auditCount(db: Database, entry: AuditEntry, table: SQLiteTable, where: SQL, at: number) {
  return auditFrom(
    db,
    entry,
    sql`json_set(${JSON.stringify(entry.detail ?? {})}, '$.count', n)`,
    sql`FROM (SELECT count(*) AS n FROM ${table} WHERE ${where}) WHERE n > 0`,
    at,
  );
}

type FieldChange = { label: string; column: SQLiteColumn; value: unknown };

/**
 * The entry of an UPDATE of the row `where` finds, later in the batch: detail.changed names the
 * fields whose stored value differs from the new one at that moment. Nothing differs (or no row), no entry.
 */
export function auditChanges(
  db: Database,
  entry: AuditEntry,
  table: SQLiteTable,
  where: SQL,
  fields: FieldChange[],
  at: number,
) {
  const checks = fields.map(({ label, column, value }) => {
    const next = sql`${column.mapToDriverValue(value)}`;
    // A JSON column may be stored with other spacing than drizzle writes: compare the values.
    const differs =
      column.dataType === 'json' ? sql`json(${column}) IS NOT json(${next})` : sql`${column} IS NOT ${next}`;
    return sql`CASE WHEN ${differs} THEN ${label} END`;
  });
  // One SELECT (D1 allows few compound terms): the labels, NULL for an unchanged field, dropped.
  const changed = sql`SELECT json_group_array(f.value) AS changed FROM ${table}, json_each(json_array(${sql.join(checks, sql`, `)})) AS f
    WHERE ${where} AND f.type <> 'null'`;
  return auditFrom(
    db,
    entry,
    sql`json_set(${JSON.stringify(entry.detail ?? {})}, '$.changed', json(changed))`,
    sql`FROM (${changed}) WHERE json_array_length(changed) > 0`,
    at,
  );
}

// Tiny SQL writer for the demo seed: literal values only, single quotes doubled.
export type SqlValue = string | number | boolean | null | readonly string[];

function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(Math.round(value));
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** One INSERT for a table, one line per row, ending in ";\n". */
export function insert(table: string, rows: readonly Record<string, SqlValue>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  const values = rows.map((row) => {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) {
      throw new Error(`Row for ${table} has columns ${keys.join(',')}, expected ${columns.join(',')}`);
    }
    return `  (${columns.map((c) => sqlLiteral(row[c])).join(', ')})`;
  });
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};\n`;
}

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

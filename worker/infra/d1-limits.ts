/**
 * D1 binds at most 100 parameters per statement (production and local alike), far below
 * SQLite's own limit. Long lists are split so each statement stays within it.
 */
export const D1_MAX_PARAMS = 100;

/** `items` in consecutive slices of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows for multi-row INSERTs of `columns` columns each, as few statements as the limit allows. */
export const chunkRows = <T>(rows: readonly T[], columns: number) => chunk(rows, Math.floor(D1_MAX_PARAMS / columns));

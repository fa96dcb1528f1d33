import type { Context } from 'hono';
import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CURSOR_MESSAGE } from '../../shared/rules/admin-queries';
import { apiError } from './errors';

/**
 * Where the next page of a staff list starts (docs/decisions/013). Lists run newest first by
 * (created_at, id), so "after" is the last row shown; `since` freezes the first page's time
 * window, so a page asked for minutes later neither loses the oldest rows nor gains others.
 */
export type PageCursor = { since: number; createdAt: number; id: string };

const PLAIN = /^(\d{1,16})\.(\d{1,16})\.([\w-]{1,64})$/;

/** base64url of "since.createdAt.id": opaque to clients, who pass it back unchanged. */
function encodeCursor(cursor: PageCursor): string {
  return btoa(`${cursor.since}.${cursor.createdAt}.${cursor.id}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decodeCursor(text: string): PageCursor | null {
  let plain: string;
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = PLAIN.exec(plain);
  if (!match) return null;
  const [since, createdAt] = [Number(match[1]), Number(match[2])];
  if (!Number.isSafeInteger(since) || !Number.isSafeInteger(createdAt)) return null;
  return { since, createdAt, id: match[3] };
}

/** The rows after the cursor in (created_at DESC, id DESC) order. */
export function afterCursor(
  columns: { createdAt: SQLiteColumn; id: SQLiteColumn },
  cursor: PageCursor | null,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(columns.createdAt, cursor.createdAt),
    and(eq(columns.createdAt, cursor.createdAt), lt(columns.id, cursor.id)),
  );
}

/** The cursor a request sent: absent, decoded, or 'bad' (answer 400 with badCursor). */
export function readCursor(text: string | undefined): PageCursor | null | 'bad' {
  if (text === undefined) return null;
  return decodeCursor(text) ?? 'bad';
}

export const badCursor = (c: Context) =>
  apiError(c, 400, CURSOR_MESSAGE, { message: CURSOR_MESSAGE, fields: { cursor: CURSOR_MESSAGE } });

/**
 * A page of `limit` rows, read as limit + 1 so the extra row says whether another page exists.
 * The body stays the plain array the spec names; the paging travels in headers:
 * X-Next-Cursor (absent on the last page) and X-Total-Count (every row the filters match).
 */
export function pageHeaders<T extends { createdAt: number; id: string }>(
  c: Context,
  rows: T[],
  limit: number,
  since: number,
  total: number,
): T[] {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length > limit && last)
    c.header('X-Next-Cursor', encodeCursor({ since, createdAt: last.createdAt, id: last.id }));
  c.header('X-Total-Count', String(total));
  return page;
}

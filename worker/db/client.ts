import { drizzle } from 'drizzle-orm/d1';
import type { Database } from '../env';

/**
 * A drizzle handle over D1, made once per request. Without `{ schema }`: the routes use the query
 * builder (`select().from(table)`), never the relational `db.query` API, and passing the schema
 * made drizzle rebuild its relational map on every call — 25-50 µs of CPU per request, a third of
 * a cached public GET (bench: docs/quality.md).
 */
export function createDb(d1: D1Database): Database {
  return drizzle(d1);
}

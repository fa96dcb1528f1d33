import { drizzle } from 'drizzle-orm/d1';
import type { Database } from '../env';

/**
 * A drizzle handle over D1, made once per request. Without `{ schema }`: the routes use the query
 * builder (`select().from(table)`), never the relational `db.query` API, and passing the schema
 * made drizzle rebuild its relational map on every call — 25-50 µs of CPU per request, a third of
 * a cached public GET (bench: docs/quality.md).
 *
 * Over the bare binding every query runs on the primary (the crons, `deliverNow`); over a D1 session
 * (`env.DB.withSession(…)`, worker/middleware/d1-session.ts) the session decides (decision 025).
 * drizzle's d1 driver only calls `prepare` and `batch`, which a session has; it lacks `exec`, `dump`
 * and `withSession`, which drizzle never calls, hence the cast.
 */
export function createDb(d1: D1Database | D1DatabaseSession): Database {
  return drizzle(d1 as D1Database);
}

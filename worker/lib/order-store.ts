import { asc, desc, eq, inArray } from 'drizzle-orm';
import { orderLines, orders } from '../db/schema';
import type { Database } from '../env';
import { orderJson, type OrderJson } from './serialize';
import { chunk, D1_MAX_PARAMS } from './d1-limits';

type OrderRow = typeof orders.$inferSelect;

/** Orders with their lines, in one more round trip however many orders there are. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<OrderJson[]> {
  if (rows.length === 0) return [];
  // One query per 100 orders (D1's bound-parameter limit), all sent as one batch.
  const [first, ...rest] = chunk(rows.map((r) => r.id), D1_MAX_PARAMS).map((ids) =>
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.lineNo)));
  const lines = (await db.batch([first, ...rest])).flat();
  return rows.map((row) => orderJson(row, lines.filter((line) => line.orderId === row.id)));
}

export async function findOrder(db: Database, id: string): Promise<OrderJson | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return rows.length ? (await withLines(db, rows))[0] : null;
}

export async function recentOrders(db: Database, limit = 200): Promise<OrderJson[]> {
  return withLines(db, await db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit));
}

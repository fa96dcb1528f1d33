import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema';
import type { Database } from '../../env';
import { orderJson, type OrderJson } from '../../contract/serialize';
import { chunk, D1_MAX_PARAMS } from '../../infra/d1-limits';
import { afterCursor, type PageCursor } from '../../contract/page-cursor';

type OrderRow = typeof orders.$inferSelect;

/** Orders with their lines, in one more round trip however many orders there are. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<OrderJson[]> {
  if (rows.length === 0) return [];
  // One query per 100 orders (D1's bound-parameter limit), all sent as one batch.
  const [first, ...rest] = chunk(
    rows.map((r) => r.id),
    D1_MAX_PARAMS,
  ).map((ids) => db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.lineNo)));
  const lines = (await db.batch([first, ...rest])).flat();
  return rows.map((row) =>
    orderJson(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

export async function findOrder(db: Database, id: string): Promise<OrderJson | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return rows.length ? (await withLines(db, rows))[0] : null;
}

/**
 * One page of the order list, newest first by (created_at, id): `limit` + 1 rows, so the caller
 * can tell whether another page follows, and the count of every order.
 */
export async function orderPage(db: Database, limit: number, cursor: PageCursor | null) {
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(afterCursor(orders, cursor))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(orders),
  ]);
  return { rows, total: total?.n ?? 0 };
}

import { sql } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema';
import type { Database } from '../../env';
import type { OrderStatus } from '../../../shared/constants';
import { chunk, D1_MAX_PARAMS } from '../../infra/d1-limits';
import { auditIf } from '../audit/audit';

export type NewOrder = {
  id: string; customerName: string; customerEmail: string; reservationId: string;
  totalCents: number; status: OrderStatus; at: number;
};
export type NewLine = { lineNo: number; menuItemId: string; name: string; unitPriceCents: number; quantity: number };

/** Five bound values per line, plus the order id twice per statement. */
const LINES_PER_STATEMENT = Math.floor((D1_MAX_PARAMS - 2) / 5);

/**
 * Inserts an order and its lines only while its reservation exists and is confirmed. The check is
 * inside the INSERT, and each lines' INSERT requires the order row, all in one batch (one
 * transaction): a cancel or an erasure landing after the route's own read can never leave an order
 * on a cancelled or deleted reservation. The audit entry (who placed it; no guest data) is made on
 * the same condition. Returns whether the order was written.
 */
export async function insertOrderIfConfirmed(db: Database, order: NewOrder, lines: NewLine[], actorId: string): Promise<boolean> {
  const o = order;
  const written = sql`SELECT 1 FROM orders WHERE id = ${o.id}`;
  const detail = { reservationId: o.reservationId, status: o.status, totalCents: o.totalCents, lines: lines.length };
  // Column order as in the schema: drizzle lists every column of the table for an INSERT … SELECT.
  const [inserted] = await db.batch([
    db.insert(orders).select(sql`
      SELECT ${o.id}, ${o.customerName}, ${o.customerEmail}, ${o.reservationId}, ${o.totalCents}, ${o.status}, ${o.at}, ${o.at}
      WHERE EXISTS (SELECT 1 FROM reservations WHERE id = ${o.reservationId} AND status = 'confirmed')`),
    ...chunk(lines, LINES_PER_STATEMENT).map((slice) => db.insert(orderLines).select(sql`
      SELECT ${o.id}, column1, column2, column3, column4, column5
      FROM (VALUES ${sql.join(slice.map((l) => sql`(${l.lineNo}, ${l.menuItemId}, ${l.name}, ${l.unitPriceCents}, ${l.quantity})`), sql`, `)})
      WHERE EXISTS (${written})`)),
    auditIf(db, { actorId, action: 'order.placed', targetType: 'order', targetId: o.id, detail }, written, o.at),
  ]);
  return inserted.meta.changes === 1;
}

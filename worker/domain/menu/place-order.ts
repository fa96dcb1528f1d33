import { sql } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema';
import { insertSelect, insertWhere } from '../../db/insert-where';
import type { Database } from '../../env';
import type { OrderStatus } from '../../../shared/constants';
import { chunk, D1_MAX_PARAMS } from '../../infra/d1-limits';
import { auditIf } from '../audit/audit';

export type NewOrder = {
  id: string;
  customerName: string;
  customerEmail: string;
  reservationId: string;
  totalCents: number;
  status: OrderStatus;
  at: number;
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
export async function insertOrderIfConfirmed(
  db: Database,
  order: NewOrder,
  lines: NewLine[],
  actorId: string,
): Promise<boolean> {
  const o = order;
  const written = sql`SELECT 1 FROM orders WHERE id = ${o.id}`;
  const detail = { reservationId: o.reservationId, status: o.status, totalCents: o.totalCents, lines: lines.length };
  const row = {
    id: o.id,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    reservationId: o.reservationId,
    totalCents: o.totalCents,
    status: o.status,
    createdAt: o.at,
    updatedAt: o.at,
  };
  // Each line is a row of the VALUES list: column1 … column5, named here by the column they fill.
  const line = {
    orderId: o.id,
    lineNo: sql`column1`,
    menuItemId: sql`column2`,
    name: sql`column3`,
    unitPriceCents: sql`column4`,
    quantity: sql`column5`,
  };
  const [inserted] = await db.batch([
    insertWhere(
      db,
      orders,
      row,
      sql`EXISTS (SELECT 1 FROM reservations WHERE id = ${o.reservationId} AND status = 'confirmed')`,
    ),
    ...chunk(lines, LINES_PER_STATEMENT).map((slice) =>
      insertSelect(
        db,
        orderLines,
        line,
        sql`
      FROM (VALUES ${sql.join(
        slice.map((l) => sql`(${l.lineNo}, ${l.menuItemId}, ${l.name}, ${l.unitPriceCents}, ${l.quantity})`),
        sql`, `,
      )})
      WHERE EXISTS (${written})`,
      ),
    ),
    auditIf(db, { actorId, action: 'order.placed', targetType: 'order', targetId: o.id, detail }, written, o.at),
  ]);
  return inserted.meta.changes === 1;
}

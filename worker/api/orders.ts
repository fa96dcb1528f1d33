import { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { menuItems, orders, reservations } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { orderStatusSchema, placeOrderSchema } from '../../shared/rules/order';
import { ORDER_MESSAGES } from '../../shared/messages';
import { apiError, specError } from '../contract/errors';
import { findOrder, orderPage, withLines } from '../domain/menu/order-store';
import { badCursor, pageHeaders, readCursor } from '../contract/page-cursor';
import { ordersQuerySchema } from '../../shared/rules/admin-queries';
import { newId } from '../infra/ids';
import { insertOrderIfConfirmed } from '../domain/menu/place-order';
import { now } from '../infra/clock';
import { auditIf } from '../domain/audit/audit';
import type { OrderStatus } from '../../shared/constants';

/** Staff may not set a paid order back to pending, judged on the row as the statement runs. */
const staffMayChange = (to: OrderStatus) => sql`(${orders.status} <> 'paid' OR ${to} <> 'pending')`;

export const orderRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', ordersQuerySchema), async (c) => {
    const { limit, cursor: token } = c.req.valid('query');
    const cursor = readCursor(token);
    if (cursor === 'bad') return badCursor(c);
    const db = c.get('db');
    const { rows, total } = await orderPage(db, limit, cursor);
    return c.json(await withLines(db, pageHeaders(c, rows, limit, 0, total)));
  })
  .post('/place', validate('json', placeOrderSchema), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const ids = [...new Set(body.items.map((line) => line.menuItemId))];
    const [[reservation], menu] = await db.batch([
      db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, body.reservationId)),
      db
        .select({ id: menuItems.id, name: menuItems.name, priceCents: menuItems.priceCents })
        .from(menuItems)
        .where(inArray(menuItems.id, ids)),
    ]);
    if (!reservation) return apiError(c, 404, 'Reservation not found');
    if (reservation.status !== 'confirmed') return specError(c, 409, ORDER_MESSAGES.notConfirmed);
    const prices = new Map(menu.map((item) => [item.id, item]));
    const missing = ids.filter((id) => !prices.has(id));
    if (missing.length)
      return apiError(c, 400, `${ORDER_MESSAGES.unknownItem}: ${missing.join(', ')}`, {
        fields: { items: ORDER_MESSAGES.unknownItem },
      });

    const id = newId();
    const lines = body.items.map((line, lineNo) => {
      const item = prices.get(line.menuItemId)!;
      return { lineNo, menuItemId: item.id, name: item.name, unitPriceCents: item.priceCents, quantity: line.quantity };
    });
    // The client's totalAmount is ignored: the bill is what the menu says.
    const totalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const placed = await insertOrderIfConfirmed(
      db,
      {
        id,
        customerName: body.customerName,
        customerEmail: body.customerEmail,
        reservationId: body.reservationId,
        totalCents,
        status: body.status,
        at: now().getTime(),
      },
      lines,
      c.get('staff').id,
    );
    // Cancelled or erased after the read above: nothing was written.
    if (!placed) return specError(c, 409, ORDER_MESSAGES.notConfirmed);
    return c.json({ message: 'Order placed', order: (await findOrder(db, id))! }, 201);
  })
  .post('/update-status', validate('json', orderStatusSchema), async (c) => {
    const { orderId, status } = c.req.valid('json');
    const db = c.get('db');
    const staff = c.get('staff');
    const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!current) return specError(c, 404, ORDER_MESSAGES.notFound);
    // A paid order back to pending undoes a payment (and lets an erasure delete the order): owners only.
    const owner = staff.role === 'owner';
    if (!owner && current.status === 'paid' && status === 'pending')
      return apiError(c, 403, ORDER_MESSAGES.reopenOwnerOnly);
    if (current.status === status)
      return c.json({ message: `Order marked as ${status}`, order: (await findOrder(db, orderId))! });
    const at = now().getTime();
    // The status as read keeps the entry's "from" true; the role rule is in the WHERE too, so it
    // holds on the row as it is when the UPDATE runs, whatever changed since the read.
    const applies = and(
      eq(orders.id, orderId),
      eq(orders.status, current.status),
      owner ? undefined : staffMayChange(status),
    )!;
    const entry = {
      actorId: staff.id,
      action: 'order.status-changed',
      targetType: 'order',
      targetId: orderId,
      detail: { from: current.status, to: status },
    } as const;
    const [, [row]] = await db.batch([
      auditIf(db, entry, sql`SELECT 1 FROM ${orders} WHERE ${applies}`, at),
      db.update(orders).set({ status, updatedAt: at }).where(applies).returning({ id: orders.id }),
    ]);
    if (!row) return specError(c, 409, ORDER_MESSAGES.changedMeanwhile);
    return c.json({ message: `Order marked as ${status}`, order: (await findOrder(db, orderId))! });
  })
  .get('/:id', async (c) => {
    const order = await findOrder(c.get('db'), c.req.param('id'));
    if (!order) return specError(c, 404, ORDER_MESSAGES.notFound);
    return c.json(order);
  });

import { Hono } from 'hono';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { orderLines, orders, reservations } from '../db/schema';
import { validate } from '../middleware/validate';
import { dataRequestQuerySchema } from '../../shared/rules/data-request';
import { DATA_REQUEST_MESSAGES } from '../../shared/messages';
import { specError } from '../lib/errors';
import { withLines } from '../lib/order-store';

const sameEmail = (column: typeof reservations.email | typeof orders.customerEmail, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

export const userDataRoutes = new Hono<AppEnv>()
  .get('/request', validate('query', dataRequestQuerySchema), async (c) => {
    const { email } = c.req.valid('query');
    const db = c.get('db');
    const [bookings, orderRows] = await db.batch([
      db.select().from(reservations).where(sameEmail(reservations.email, email)).orderBy(asc(reservations.date), asc(reservations.time)),
      db.select().from(orders).where(sameEmail(orders.customerEmail, email)).orderBy(desc(orders.createdAt)),
    ]);
    if (bookings.length === 0 && orderRows.length === 0) return specError(c, 404, DATA_REQUEST_MESSAGES.notFound);
    const detailed = await withLines(db, orderRows);
    return c.json({
      reservations: bookings.map((r) => ({ _id: r.id, date: r.date, time: r.time, guests: r.guests, name: r.name, status: r.status })),
      orders: detailed.map((o) => ({
        id: o._id,
        date: o.createdAt,
        items: o.items.map((line) => ({ name: line.menuItemId.name, quantity: line.quantity, price: line.menuItemId.price })),
        total: o.totalAmount,
      })),
    });
  })
  .delete('/request', validate('query', dataRequestQuerySchema), async (c) => {
    const { email } = c.req.valid('query');
    const db = c.get('db');
    // A subquery, not a list of ids: an email may have more orders than D1 binds parameters.
    const theirOrders = db.select({ id: orders.id }).from(orders).where(sameEmail(orders.customerEmail, email));
    const [, deletedOrders, deletedReservations] = await db.batch([
      db.delete(orderLines).where(inArray(orderLines.orderId, theirOrders)),
      db.delete(orders).where(sameEmail(orders.customerEmail, email)),
      db.delete(reservations).where(sameEmail(reservations.email, email)),
    ]);
    const ordersDeleted = deletedOrders.meta.changes;
    const reservationsDeleted = deletedReservations.meta.changes;
    if (ordersDeleted + reservationsDeleted === 0) return specError(c, 404, DATA_REQUEST_MESSAGES.notFound);
    return c.json({
      message: `Deleted ${reservationsDeleted} reservations and ${ordersDeleted} orders for this email`,
      reservationsDeleted,
      ordersDeleted,
    });
  });

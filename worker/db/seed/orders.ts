import { addDays, berlinInstant } from '../../../shared/berlin-time';
import type { OrderStatus } from '../../../shared/constants';
import { dishBySlug, dishId } from './menu';
import { SEED_RESERVATIONS } from './bookings';
import { HOUR_MS, MINUTE_MS, insert } from './sql';

interface SeedOrder {
  id: string;
  reservationId: string;
  status: OrderStatus;
  /** [dish slug, quantity] */
  lines: [string, number][];
}

/** Orders belong to confirmed reservations: two settled after dinner, two pre-orders. */
const SEED_ORDERS: readonly SeedOrder[] = [
  {
    id: '7c1e9a04d2b84f6a9e3d5b2c8f106a71',
    reservationId: 'res-demo-03',
    status: 'paid',
    lines: [
      ['masala-dosa', 2],
      ['chettinad-chicken', 2],
      ['hyderabadi-biryani', 1],
      ['malabar-parotta', 3],
      ['mango-lassi', 4],
      ['payasam', 6],
    ],
  },
  {
    id: 'b52f0c7e91a34d8eb6c2f9a1037d4e58',
    reservationId: 'res-demo-05',
    status: 'paid',
    lines: [
      ['medu-vada', 1],
      ['meen-moilee', 1],
      ['avial', 1],
      ['lemon-rice', 1],
      ['filter-coffee', 3],
    ],
  },
  {
    id: '3d9a6e2f58c14b07a1e8d4c6b29f7035',
    reservationId: 'res-demo-09',
    status: 'pending',
    lines: [
      ['gobi-65', 1],
      ['ghee-roast-dosa', 2],
      ['mutta-roast', 1],
      ['sambar', 2],
      ['masala-chai', 4],
    ],
  },
  {
    id: 'e04b8d1c7a6f4925b3d0c8e71f5a2c96',
    reservationId: 'res-demo-10',
    status: 'pending',
    lines: [
      ['idli-sambar', 4],
      ['chicken-65', 2],
      ['hyderabadi-biryani', 4],
      ['rava-dosa', 4],
      ['curd-rice', 2],
      ['neer-mor', 8],
    ],
  },
];

function orderTotal(order: SeedOrder): number {
  return order.lines.reduce((sum, [slug, quantity]) => sum + dishBySlug(slug).priceCents * quantity, 0);
}

export function ordersSql(today: string, nowMs: number): string {
  // Keep every order inside the current month (Berlin) where the calendar allows it.
  const monthStart = berlinInstant(`${today.slice(0, 8)}01`).getTime();
  const rows = SEED_ORDERS.map((o, i) => {
    const reservation = SEED_RESERVATIONS.find((r) => r.id === o.reservationId);
    if (!reservation || reservation.status !== 'confirmed') throw new Error(`${o.id} needs a confirmed reservation`);
    const wanted =
      o.status === 'paid'
        ? berlinInstant(addDays(today, reservation.day), reservation.time).getTime() + 95 * MINUTE_MS
        : nowMs - (reservation.hoursAgo - 1) * HOUR_MS;
    const createdAt = Math.min(nowMs - (i + 1) * MINUTE_MS, Math.max(monthStart + (i + 1) * MINUTE_MS, wanted));
    return {
      id: o.id,
      customer_name: reservation.name,
      customer_email: reservation.email,
      reservation_id: reservation.id,
      total_cents: orderTotal(o),
      status: o.status,
      created_at: createdAt,
      updated_at: Math.min(nowMs, createdAt + (o.status === 'paid' ? 20 : 0) * MINUTE_MS),
    };
  });
  const lines = SEED_ORDERS.flatMap((o) =>
    o.lines.map(([slug, quantity], n) => {
      const dish = dishBySlug(slug);
      return {
        order_id: o.id,
        line_no: n + 1,
        menu_item_id: dishId(slug),
        name: dish.name,
        unit_price_cents: dish.priceCents,
        quantity,
      };
    }),
  );
  return insert('orders', rows) + insert('order_lines', lines);
}

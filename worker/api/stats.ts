import { Hono } from 'hono';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { menuItems, orders, reservations } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { berlinInstant, berlinToday } from '../../shared/berlin-time';
import { holdsPlace } from '../domain/reservations/holds-place';
import { now } from '../infra/clock';

/** Today's bookings in one service state (aliased: D1 keys a row's columns by name). */
const todayIn = (status: string, alias: string) =>
  sql<number>`sum(CASE WHEN ${reservations.status} = ${status} THEN 1 ELSE 0 END)`.as(alias);

/** The dashboard's figures, all read from D1 in one batch. */
export const statsRoutes = new Hono<AppEnv>().use(requireAdmin).get('/', async (c) => {
  const db = c.get('db');
  const at = now();
  const today = berlinToday(at);
  const monthStart = berlinInstant(`${today.slice(0, 8)}01`).getTime();
  const [[booked], [service], [pending], [menu], [revenue]] = await db.batch([
    // Bookings and covers that hold a place today (domain/reservations/holds-place.ts), as the Service page counts them.
    db
      .select({ bookings: count(), covers: sum(reservations.guests) })
      .from(reservations)
      .where(and(eq(reservations.date, today), holdsPlace(at))),
    db
      .select({
        seated: todayIn('seated', 'seated'),
        completed: todayIn('completed', 'completed'),
        noShows: todayIn('no-show', 'no_shows'),
      })
      .from(reservations)
      .where(eq(reservations.date, today)),
    db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.status, 'pending'), gte(reservations.date, today))),
    db.select({ n: count() }).from(menuItems),
    db
      .select({ cents: sum(orders.totalCents) })
      .from(orders)
      .where(and(eq(orders.status, 'paid'), gte(orders.createdAt, monthStart))),
  ]);
  return c.json({
    today,
    todayBookings: booked?.bookings ?? 0,
    todayCovers: Number(booked?.covers ?? 0),
    // Tonight's service: tables seated now, visits finished, guests who did not come.
    todaySeated: Number(service?.seated ?? 0),
    todayCompleted: Number(service?.completed ?? 0),
    todayNoShows: Number(service?.noShows ?? 0),
    pendingRequests: pending?.n ?? 0,
    menuItems: menu?.n ?? 0,
    monthRevenueCents: Number(revenue?.cents ?? 0),
  });
});

import { Hono } from 'hono';
import { and, count, eq, gte, inArray, sum } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { menuItems, orders, reservations } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { berlinInstant, berlinToday } from '../../shared/berlin-time';
import { HOLDING_STATUSES } from '../lib/availability';
import { now } from '../lib/clock';

/** The dashboard's figures, all read from D1 in one batch. */
export const statsRoutes = new Hono<AppEnv>().use(requireAdmin).get('/', async (c) => {
  const db = c.get('db');
  const today = berlinToday(now());
  const monthStart = berlinInstant(`${today.slice(0, 8)}01`).getTime();
  const [[booked], [pending], [menu], [revenue]] = await db.batch([
    db.select({ bookings: count(), covers: sum(reservations.guests) }).from(reservations)
      .where(and(eq(reservations.date, today), inArray(reservations.status, HOLDING_STATUSES))),
    db.select({ n: count() }).from(reservations).where(and(eq(reservations.status, 'pending'), gte(reservations.date, today))),
    db.select({ n: count() }).from(menuItems),
    db.select({ cents: sum(orders.totalCents) }).from(orders).where(and(eq(orders.status, 'paid'), gte(orders.createdAt, monthStart))),
  ]);
  return c.json({
    today,
    todayBookings: booked?.bookings ?? 0,
    todayCovers: Number(booked?.covers ?? 0),
    pendingRequests: pending?.n ?? 0,
    menuItems: menu?.n ?? 0,
    monthRevenueCents: Number(revenue?.cents ?? 0),
  });
});

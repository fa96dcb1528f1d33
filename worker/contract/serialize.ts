import type { JSONParsed } from 'hono/utils/types';
import { berlinWallClock } from '../../shared/berlin-time';
import type { banners, comingSoonDishes, menuItems, orders, reservations, scheduleDays, timeSlots } from '../db/schema';

/** Row → API shape. Ids are exposed as `_id`; prices stay integer cents. */
export function menuItemJson(row: typeof menuItems.$inferSelect) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    descriptionDe: row.descriptionDe,
    price: row.priceCents,
    image: row.image,
    category: row.category,
    featured: row.featured,
    available: row.available,
    dietary: row.dietary,
    // Issue 30: null is "not declared" (guests are told to ask staff), [] is "contains none".
    allergens: row.allergens ?? null,
    additives: row.additives,
  };
}
/** A dish as the API answers it (`/api/menu/available`), and as the Worker draws `/menu` with it. */
export type MenuItemJson = JSONParsed<ReturnType<typeof menuItemJson>>;

export function comingSoonJson(row: typeof comingSoonDishes.$inferSelect) {
  const { id, priceCents, sortOrder: _order, ...rest } = row;
  return { _id: id, ...rest, price: priceCents };
}
export type ComingSoonJson = JSONParsed<ReturnType<typeof comingSoonJson>>;

export function bannerJson(row: typeof banners.$inferSelect) {
  return { _id: row.id, image: row.image, title: row.title, description: row.description, active: row.active };
}
export type BannerJson = ReturnType<typeof bannerJson>;

/** The Berlin wall-clock time ("HH:MM") of an instant. */
const berlinTime = (epochMs: number) => berlinWallClock(new Date(epochMs)).slice(11);

/**
 * A booking as the API answers it: its stay's end as a Berlin time ("HH:MM") and its length, and,
 * in the staff APIs, the tables it holds (issue 28).
 */
export function reservationJson(row: typeof reservations.$inferSelect, tables?: { id: string; name: string }[]) {
  const { id, createdAt, startsAt, endsAt, ...rest } = row;
  return {
    _id: id,
    ...rest,
    endsAt: berlinTime(endsAt),
    stayMinutes: Math.round((endsAt - startsAt) / 60_000),
    createdAt: new Date(createdAt).toISOString(),
    // When the guest confirmed from the day-before reminder (issue 31); null: not yet.
    guestConfirmedAt: row.guestConfirmedAt === null ? null : new Date(row.guestConfirmedAt).toISOString(),
    ...(tables ? { tables } : {}),
  };
}

type OrderLineRow = { menuItemId: string; name: string; unitPriceCents: number; quantity: number };

export function orderJson(row: typeof orders.$inferSelect, lines: OrderLineRow[]) {
  return {
    _id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    reservationId: row.reservationId,
    items: lines.map((line) => ({
      menuItemId: { _id: line.menuItemId, name: line.name, price: line.unitPriceCents },
      quantity: line.quantity,
    })),
    totalAmount: row.totalCents,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
export type OrderJson = ReturnType<typeof orderJson>;

export function scheduleDayJson(day: typeof scheduleDays.$inferSelect, slots: (typeof timeSlots.$inferSelect)[]) {
  return {
    _id: day.date,
    date: day.date,
    isOpen: day.isOpen,
    specialNote: day.specialNote,
    timeSlots: slots
      .filter((slot) => slot.date === day.date)
      .sort((a, b) => a.time.localeCompare(b.time))
      .map(({ time, maxReservations, maxCovers, available }) => ({ time, maxReservations, maxCovers, available })),
  };
}

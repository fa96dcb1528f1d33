// The demo restaurant: menu, coming-soon dishes, banners, schedule, reservations and orders.
// Dates are relative to `today` (Berlin) and creation times to `nowMs`, so the demo always
// looks current. Admin users are not seeded: the admin account is provisioned at sign-in.
import { bannersSql } from './seed/banners';
import { reservationsSql } from './seed/bookings';
import { comingSoonSql } from './seed/coming-soon';
import { menuSql } from './seed/menu';
import { ordersSql } from './seed/orders';
import { scheduleSql } from './seed/schedule';

export { SEED_IMAGE_PATHS, SITE_IMAGES } from './seed/images';

export function buildSeedSql({ today, nowMs }: { today: string; nowMs: number }): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be yyyy-MM-dd, got ${today}`);
  return [
    menuSql(nowMs),
    comingSoonSql(),
    bannersSql(nowMs),
    scheduleSql(today, nowMs),
    reservationsSql(today, nowMs),
    ordersSql(today, nowMs),
  ].join('');
}

/** The seed as separate statements, for D1's batch API. */
export function splitSeedStatements(sql: string): string[] {
  return sql
    .split(/;\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

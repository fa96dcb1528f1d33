import type { Context } from 'hono';
import { and, count, eq, sum } from 'drizzle-orm';
import type { AppEnv } from '../../env';
import { reservations, scheduleDays, timeSlots } from '../../db/schema';
import { holdsPlace } from './holds-place';
import { now } from '../../infra/clock';
import { publicCopy, SLOT_TABLE_PREFIX, type Source } from '../../infra/public-cache';
import { isoWeekday } from '../../../shared/weekly-hours';
import { slotsOfDay, type DaySlot } from '../schedule/day-slots';
import { weekdayServicesQuery } from '../schedule/weekly-rules';

type DayRow = typeof scheduleDays.$inferSelect;
/**
 * One date as guests read it: its exception's day row (none: the weekly rules make the day), whether
 * it is open, its slots (the exception's or the rules'), and the places and covers held per time.
 */
export type SlotTable = {
  day: DayRow | null;
  open: boolean;
  slots: DaySlot[];
  held: Record<string, number>;
  covers: Record<string, number>;
};

/**
 * The date's table in one D1 round trip. Held places follow holdsPlace at the read: for the dates
 * a guest may check (tomorrow on) that is every booking but the cancelled ones, whatever the hour.
 */
async function readSlotTable(c: Context<AppEnv>, date: string): Promise<SlotTable> {
  const db = c.get('db');
  const [days, slots, services, held] = await db.batch([
    db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
    db.select().from(timeSlots).where(eq(timeSlots.date, date)),
    weekdayServicesQuery(db, isoWeekday(date)),
    db
      .select({ time: reservations.time, n: count(), covers: sum(reservations.guests) })
      .from(reservations)
      .where(and(eq(reservations.date, date), holdsPlace(now())))
      .groupBy(reservations.time),
  ]);
  return {
    day: days[0] ?? null,
    ...slotsOfDay(date, days[0], slots, services),
    held: Object.fromEntries(held.map((row) => [row.time, row.n])),
    covers: Object.fromEntries(held.map((row) => [row.time, Number(row.covers ?? 0)])),
  };
}

/**
 * A date's table from the public cache (infra/public-cache.ts: this isolate, the colo, then D1), at
 * most FRESH_MS old; schedule and booking writes clear it in the writing isolate. The parsed table
 * is kept on the entry, so a hit costs no JSON.parse.
 */
export async function slotTable(c: Context<AppEnv>, date: string): Promise<{ table: SlotTable; source: Source }> {
  const { entry, source } = await publicCopy(SLOT_TABLE_PREFIX + date, () => readSlotTable(c, date));
  entry.value ??= JSON.parse(entry.body);
  return { table: entry.value as SlotTable, source };
}

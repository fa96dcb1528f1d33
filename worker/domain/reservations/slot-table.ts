import type { Context } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import type { AppEnv } from '../../env';
import { reservations, scheduleDays, timeSlots } from '../../db/schema';
import { dateWindowVerdict, judgeSlot, stateVerdict, type Verdict } from './availability';
import { holdsPlace } from './holds-place';
import { now } from '../../infra/clock';
import { publicCopy, SLOT_TABLE_PREFIX, type Source } from '../../infra/public-cache';

type DayRow = typeof scheduleDays.$inferSelect;
type SlotRow = typeof timeSlots.$inferSelect;
/** One date as guests read it: its day row (none: the default slots), its slots, and the places held per time. */
export type SlotTable = { day: DayRow | null; slots: SlotRow[]; held: Record<string, number> };

/**
 * The date's table in one D1 round trip. Held places follow holdsPlace at the read: for the dates
 * a guest may check (tomorrow on) that is every booking but the cancelled ones, whatever the hour.
 */
async function readSlotTable(c: Context<AppEnv>, date: string): Promise<SlotTable> {
  const db = c.get('db');
  const [days, slots, held] = await db.batch([
    db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
    db.select().from(timeSlots).where(eq(timeSlots.date, date)),
    db
      .select({ time: reservations.time, n: count() })
      .from(reservations)
      .where(and(eq(reservations.date, date), holdsPlace(now())))
      .groupBy(reservations.time),
  ]);
  return { day: days[0] ?? null, slots, held: Object.fromEntries(held.map((row) => [row.time, row.n])) };
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

/**
 * The guest's answer to "is this slot free?" from the cached table: at most FRESH_MS behind the
 * bookings. A booking itself re-checks capacity inside its INSERT (book-reservation.ts), so a
 * slot that filled a moment ago is refused there, never overfilled.
 */
export async function cachedSlotVerdict(
  c: Context<AppEnv>,
  date: string,
  time: string,
  nowAt: Date,
): Promise<{ verdict: Verdict; source: Source | 'none' }> {
  const outside = dateWindowVerdict(date, nowAt);
  if (outside) return { verdict: outside, source: 'none' };
  const { table, source } = await slotTable(c, date);
  const slot = table.slots.find((row) => row.time === time);
  return { verdict: stateVerdict(judgeSlot(table.day ?? undefined, slot, time, table.held[time] ?? 0)), source };
}

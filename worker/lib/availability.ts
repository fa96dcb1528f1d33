import { and, count, eq, inArray } from 'drizzle-orm';
import { reservations, scheduleDays, timeSlots } from '../db/schema';
import type { Database } from '../env';
import { AVAILABILITY_REASONS } from '../../shared/messages';
import { DEFAULT_SLOT_CAPACITY, DEFAULT_SLOT_TIMES } from '../../shared/constants';
import { berlinToday } from '../../shared/berlin-time';
import { lastBookableDate } from '../../shared/rules/reservation';

export const HOLDING_STATUSES = ['pending', 'confirmed'] as const;

export type Verdict =
  | { available: true; reason: ''; capacity: number }
  | { available: false; reason: string; kind: 'past' | 'tooFar' | 'sameDay' | 'closed' | 'unknownSlot' | 'slotDisabled' | 'full' };

const no = (kind: Exclude<Verdict, { available: true }>['kind']): Verdict => ({
  available: false,
  reason: AVAILABILITY_REASONS[kind],
  kind,
});

/** The booked reservations of a slot: pending and confirmed ones hold a place. */
const slotTaken = (date: string, time: string) =>
  and(eq(reservations.date, date), eq(reservations.time, time), inArray(reservations.status, HOLDING_STATUSES));

/**
 * Whether a slot can take one more reservation, and why not. One D1 round trip: the day,
 * its slot and the slot's bookings are read in a single batch.
 */
export async function slotVerdict(db: Database, date: string, time: string, nowAt: Date): Promise<Verdict> {
  const today = berlinToday(nowAt);
  if (date < today) return no('past');
  if (date === today) return no('sameDay');
  if (date > lastBookableDate(nowAt)) return no('tooFar');

  const [[day], [slot], [booked]] = await db.batch([
    db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
    db.select().from(timeSlots).where(and(eq(timeSlots.date, date), eq(timeSlots.time, time))),
    db.select({ n: count() }).from(reservations).where(slotTaken(date, time)),
  ]);

  let capacity = DEFAULT_SLOT_CAPACITY;
  if (day) {
    if (!day.isOpen) return no('closed');
    if (!slot) return no('unknownSlot');
    if (!slot.available) return no('slotDisabled');
    capacity = slot.maxReservations;
  } else if (!DEFAULT_SLOT_TIMES.includes(time)) {
    return no('unknownSlot');
  }
  if ((booked?.n ?? 0) >= capacity) return no('full');
  return { available: true, reason: '', capacity };
}

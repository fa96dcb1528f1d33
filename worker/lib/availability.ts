import { and, count, eq, ne } from 'drizzle-orm';
import { reservations, scheduleDays, timeSlots } from '../db/schema';
import type { Database } from '../env';
import { AVAILABILITY_REASONS } from '../../shared/messages';
import { DEFAULT_SLOT_CAPACITY, DEFAULT_SLOT_TIMES } from '../../shared/constants';
import { berlinToday } from '../../shared/berlin-time';
import { lastBookableDate } from '../../shared/rules/reservation';
import { holdsPlace } from './holds-place';

export type Verdict =
  | { available: true; reason: ''; capacity: number }
  | { available: false; reason: string; kind: 'past' | 'tooFar' | 'sameDay' | 'closed' | 'unknownSlot' | 'slotDisabled' | 'full' };

type SlotKind = 'closed' | 'unknownSlot' | 'slotDisabled' | 'full';
/** A slot as it stands: whether it takes one more booking, its capacity and the places held. */
export type SlotState = { kind: 'open' | SlotKind; capacity: number; held: number };

const no = (kind: Exclude<Verdict, { available: true }>['kind']): Verdict => ({
  available: false,
  reason: AVAILABILITY_REASONS[kind],
  kind,
});

/**
 * The slot's state for one more booking (leaving out `exceptId`, a booking being moved). One D1
 * round trip: the day, its slot and the places held are read in a single batch.
 */
export async function slotState(db: Database, date: string, time: string, nowAt: Date, exceptId = ''): Promise<SlotState> {
  const [[day], [slot], [booked]] = await db.batch([
    db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
    db.select().from(timeSlots).where(and(eq(timeSlots.date, date), eq(timeSlots.time, time))),
    db.select({ n: count() }).from(reservations)
      .where(and(eq(reservations.date, date), eq(reservations.time, time), ne(reservations.id, exceptId), holdsPlace(nowAt))),
  ]);
  const held = booked?.n ?? 0;
  let capacity = DEFAULT_SLOT_CAPACITY;
  if (day) {
    if (!day.isOpen) return { kind: 'closed', capacity: 0, held };
    if (!slot) return { kind: 'unknownSlot', capacity: 0, held };
    if (!slot.available) return { kind: 'slotDisabled', capacity: 0, held };
    capacity = slot.maxReservations;
  } else if (!DEFAULT_SLOT_TIMES.includes(time)) {
    return { kind: 'unknownSlot', capacity: 0, held };
  }
  return { kind: held >= capacity ? 'full' : 'open', capacity, held };
}

/** Whether a guest may book a slot online, and why not: the date window first, then the slot. */
export async function slotVerdict(db: Database, date: string, time: string, nowAt: Date): Promise<Verdict> {
  const today = berlinToday(nowAt);
  if (date < today) return no('past');
  if (date === today) return no('sameDay');
  if (date > lastBookableDate(nowAt)) return no('tooFar');
  const state = await slotState(db, date, time, nowAt);
  if (state.kind !== 'open') return no(state.kind);
  return { available: true, reason: '', capacity: state.capacity };
}

import { and, count, eq, ne } from 'drizzle-orm';
import { reservations, scheduleDays, timeSlots } from '../../db/schema';
import { isoWeekday } from '../../../shared/weekly-hours';
import { slotsOfDay } from '../schedule/day-slots';
import { weekdayServicesQuery } from '../schedule/weekly-rules';
import type { Database } from '../../env';
import { AVAILABILITY_REASONS } from '../../../shared/messages';
import { berlinToday } from '../../../shared/berlin-time';
import { lastBookableDate } from '../../../shared/rules/reservation';
import { holdsPlace } from './holds-place';

export type Verdict =
  | { available: true; reason: ''; capacity: number }
  | {
      available: false;
      reason: string;
      kind: 'past' | 'tooFar' | 'sameDay' | 'closed' | 'unknownSlot' | 'slotDisabled' | 'full';
    };

type SlotKind = 'closed' | 'unknownSlot' | 'slotDisabled' | 'full';
/** A slot as it stands: whether it takes one more booking, its capacity and the places held. */
export type SlotState = { kind: 'open' | SlotKind; capacity: number; held: number };

const no = (kind: Exclude<Verdict, { available: true }>['kind']): Verdict => ({
  available: false,
  reason: AVAILABILITY_REASONS[kind],
  kind,
});

/**
 * THE rule of a slot's state, from its date's day (its exception, or its weekly rules: see
 * domain/schedule/day-slots.ts), its slot and the places held. A slot of a service not booked
 * online (issue 29) is disabled for guests, open to staff. Used by slotState and the cached slot
 * table (slot-table.ts).
 */
export function judgeSlot(
  day: { isOpen: boolean },
  slot: { available: boolean; maxReservations: number; maxCovers?: number | null; online?: boolean } | undefined,
  held: number,
  party: { covers: number; guests: number } = { covers: 0, guests: 0 },
  byStaff = false,
): SlotState {
  if (!day.isOpen) return { kind: 'closed', capacity: 0, held };
  if (!slot) return { kind: 'unknownSlot', capacity: 0, held };
  if (!slot.available || (slot.online === false && !byStaff)) return { kind: 'slotDisabled', capacity: 0, held };
  const capacity = slot.maxReservations;
  // Pacing by covers (issue 28): the party must fit under the slot's limit with the covers already starting then.
  const tooManyCovers = slot.maxCovers != null && party.covers + party.guests > slot.maxCovers;
  return { kind: held >= capacity || tooManyCovers ? 'full' : 'open', capacity, held };
}

/**
 * The slot's state for one more booking (leaving out `exceptId`, a booking being moved), for staff
 * unless `byStaff` is false. One D1 round trip: the day, its slots, its weekday's services and the
 * places held are read in a single batch.
 */
export async function slotState(
  db: Database,
  date: string,
  time: string,
  nowAt: Date,
  exceptId = '',
  byStaff = true,
): Promise<SlotState> {
  const [[day], slots, services, [booked]] = await db.batch([
    db.select().from(scheduleDays).where(eq(scheduleDays.date, date)),
    db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.date, date), eq(timeSlots.time, time))),
    weekdayServicesQuery(db, isoWeekday(date)),
    db
      .select({ n: count() })
      .from(reservations)
      .where(
        and(eq(reservations.date, date), eq(reservations.time, time), ne(reservations.id, exceptId), holdsPlace(nowAt)),
      ),
  ]);
  const { open, slots: daySlots } = slotsOfDay(date, day, slots, services);
  const slot = daySlots.find((s) => s.time === time);
  return judgeSlot({ isOpen: open }, slot, booked?.n ?? 0, undefined, byStaff);
}

/** Whether a date may be booked online at all: the past, today and beyond the window may not (null: it may). */
export function dateWindowVerdict(date: string, nowAt: Date): Verdict | null {
  if (date < berlinToday(nowAt)) return no('past');
  if (date === berlinToday(nowAt)) return no('sameDay');
  if (date > lastBookableDate(nowAt)) return no('tooFar');
  return null;
}

/** A slot's state as a guest's verdict. */
function stateVerdict(state: SlotState): Verdict {
  return state.kind === 'open' ? { available: true, reason: '', capacity: state.capacity } : no(state.kind);
}

/** Whether a guest may book a slot online, and why not: the date window first, then the slot. */
export async function slotVerdict(db: Database, date: string, time: string, nowAt: Date): Promise<Verdict> {
  return dateWindowVerdict(date, nowAt) ?? stateVerdict(await slotState(db, date, time, nowAt, '', false));
}

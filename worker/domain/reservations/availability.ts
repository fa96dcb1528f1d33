import { and, count, eq, ne } from 'drizzle-orm';
import { reservations, scheduleDays, timeSlots } from '../../db/schema';
import { isoWeekday } from '../../../shared/weekly-hours';
import { slotsOfDay } from '../schedule/day-slots';
import { weekdayServicesQuery } from '../schedule/weekly-rules';
import type { Database } from '../../env';
import { api as englishApi } from '../../../shared/i18n/en/api';
import {
  availabilityReason,
  dateWindowKind,
  DEFAULT_BOOKING_POLICIES,
  timeWindowKind,
  type BookingPolicies,
} from '../../../shared/rules/reservation-window';
import { holdsPlace } from './holds-place';

export type Verdict =
  | { available: true; reason: ''; capacity: number }
  | {
      available: false;
      reason: string;
      kind: 'past' | 'tooFar' | 'sameDay' | 'tooSoon' | 'closed' | 'unknownSlot' | 'slotDisabled' | 'full';
    };

type SlotKind = 'closed' | 'unknownSlot' | 'slotDisabled' | 'full';
/** A slot as it stands: whether it takes one more booking, its capacity and the places held. */
export type SlotState = { kind: 'open' | SlotKind; capacity: number; held: number };

/** A refusal with its English reason (what an Idempotency-Key keeps); answers say it in the guest's language. */
const no = (kind: Exclude<Verdict, { available: true }>['kind'], policies = DEFAULT_BOOKING_POLICIES): Verdict => ({
  available: false,
  reason: availabilityReason(englishApi, kind, policies),
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

/**
 * Whether a date may be booked online at all (null: it may): the past, beyond the owner's window,
 * and today unless same-day bookings are on (issue 29).
 */
export function dateWindowVerdict(date: string, nowAt: Date, policies = DEFAULT_BOOKING_POLICIES): Verdict | null {
  const kind = dateWindowKind(date, nowAt, policies);
  return kind ? no(kind, policies) : null;
}

/** A slot's state as a guest's verdict. */
function stateVerdict(state: SlotState): Verdict {
  return state.kind === 'open' ? { available: true, reason: '', capacity: state.capacity } : no(state.kind);
}

/**
 * Whether a guest may book a slot online, and why not: the owner's window first (the date, then a
 * time of today inside the same-day cutoff), then the slot.
 */
export async function slotVerdict(
  db: Database,
  date: string,
  time: string,
  nowAt: Date,
  policies: BookingPolicies = DEFAULT_BOOKING_POLICIES,
): Promise<Verdict> {
  const outside = timeWindowKind(date, time, nowAt, policies);
  if (outside) return no(outside, policies);
  return stateVerdict(await slotState(db, date, time, nowAt, '', false));
}

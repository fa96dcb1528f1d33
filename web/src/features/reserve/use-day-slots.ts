import { DEFAULT_SLOT_TIMES } from '../../../../shared/constants';
import { useGuestData } from '../../ui/data/use-guest-data';
import { getScheduleDay } from './api/get-schedule-day';
import { getRuleSlots } from './api/get-rule-slots';
import { isTooSoon, type BookingPolicies } from '../../../../shared/rules/reservation-window';

export type DaySlots = { status: 'idle' | 'loading' | 'open' | 'closed'; times: readonly string[]; note?: string };

const idle: DaySlots = { status: 'idle', times: [] };
const loading: DaySlots = { status: 'loading', times: [] };

/**
 * §2/§7: the chosen date's bookable times. A closed day has none; a day without an entry (an
 * exception) has the times the weekly opening rules give it, none when its weekday is closed
 * (issue 29). When the schedule calls fail, the spec's default slots apply and the day counts as open.
 */
async function loadDaySlots(date: string): Promise<DaySlots> {
  if (!date) return idle;
  try {
    const day = await getScheduleDay(date);
    if (!day) {
      const times = (await getRuleSlots(date)).filter((slot) => slot.available).map((slot) => slot.time);
      return times.length ? { status: 'open', times } : { status: 'closed', times: [] };
    }
    if (!day.isOpen) return { status: 'closed', times: [], note: day.specialNote || undefined };
    return {
      status: 'open',
      times: day.timeSlots
        .filter((slot: { available: boolean }) => slot.available)
        .map((slot: { time: string }) => slot.time),
      note: day.specialNote || undefined,
    };
  } catch (error) {
    console.warn('Schedule unavailable, using default slots', error);
    return { status: 'open', times: DEFAULT_SLOT_TIMES };
  }
}

export function useDaySlots(date: string): DaySlots {
  // Keyed by the date, so a newly chosen date reads as loading until its own answer.
  const slots = useGuestData(() => loadDaySlots(date), undefined, date);
  if (!date) return idle;
  return slots.status === 'success' ? slots.data : loading;
}

/**
 * Today's times a guest may still book (issue 29): those at least the owner's same-day cutoff away
 * on the guest's clock. The ones inside it are left out rather than shown as taken; the server refuses
 * them either way, saying why.
 */
export const bookableSlots = (slots: DaySlots, date: string, policies: BookingPolicies): DaySlots =>
  slots.status === 'open'
    ? { ...slots, times: slots.times.filter((time) => !isTooSoon(date, time, new Date(), policies)) }
    : slots;

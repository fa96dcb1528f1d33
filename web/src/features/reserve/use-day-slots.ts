import { DEFAULT_SLOT_TIMES } from '../../../../shared/constants';
import { useGuestData } from '../../ui/data/use-guest-data';
import { getScheduleDay } from './api/get-schedule-day';

export type DaySlots = { status: 'idle' | 'loading' | 'open' | 'closed'; times: readonly string[]; note?: string };

const idle: DaySlots = { status: 'idle', times: [] };
const loading: DaySlots = { status: 'loading', times: [] };

/**
 * §2/§7: the chosen date's bookable times. A closed day has none; when the schedule call
 * fails or has no entry for the day, the default slots apply and the day counts as open.
 */
async function loadDaySlots(date: string): Promise<DaySlots> {
  if (!date) return idle;
  try {
    const day = await getScheduleDay(date);
    if (!day) return { status: 'open', times: DEFAULT_SLOT_TIMES };
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

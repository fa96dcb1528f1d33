import { useEffect, useState } from 'react';
import { DEFAULT_SLOT_TIMES } from '../../../../shared/constants';
import { getScheduleDay } from './api/get-schedule-day';

export type DaySlots = { status: 'idle' | 'loading' | 'open' | 'closed'; times: readonly string[]; note?: string };

const idle: DaySlots = { status: 'idle', times: [] };
const loading: DaySlots = { status: 'loading', times: [] };

/**
 * §2/§7: the chosen date's bookable times. A closed day has none; when the schedule call
 * fails or has no entry for the day, the default slots apply and the day counts as open.
 */
export function useDaySlots(date: string): DaySlots {
  // Each answer remembers its date, so a newly chosen date reads as loading until its own answer.
  const [answer, setAnswer] = useState<DaySlots & { date: string }>({ ...idle, date: '' });
  const setSlots = (slots: DaySlots) => setAnswer({ ...slots, date });

  useEffect(() => {
    if (!date) return;
    let live = true;
    getScheduleDay(date)
      .then((day) => {
        if (!live) return;
        if (!day) setSlots({ status: 'open', times: DEFAULT_SLOT_TIMES });
        else if (!day.isOpen) setSlots({ status: 'closed', times: [], note: day.specialNote || undefined });
        else
          setSlots({
            status: 'open',
            times: day.timeSlots.filter((slot: { available: boolean }) => slot.available).map((slot: { time: string }) => slot.time),
            note: day.specialNote || undefined,
          });
      })
      .catch((error: unknown) => {
        console.warn('Schedule unavailable, using default slots', error);
        if (live) setSlots({ status: 'open', times: DEFAULT_SLOT_TIMES });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSlots is rebuilt each render for `date`
  }, [date]);

  if (!date) return idle;
  if (answer.date !== date) return loading;
  const { date: _answeredFor, ...slots } = answer;
  return slots;
}

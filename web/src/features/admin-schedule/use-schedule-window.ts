import { useMemo, useState } from 'react';
import { SCHEDULE_DAYS_SHOWN } from '../../../../shared/constants';
import { addDays, berlinToday } from '../../../../shared/berlin-time';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getSchedule, type ScheduleDay } from './api/get-schedule';

export type GridDay = { date: string; record: ScheduleDay | undefined; state: 'open' | 'closed' | 'pending' };

/** §2: 14 days from a start date; Previous/Next move by 14 days, Current goes back to today. */
export function useScheduleWindow() {
  const today = berlinToday();
  const [start, setStart] = useState(today);
  const end = addDays(start, SCHEDULE_DAYS_SHOWN - 1);
  const schedule = useStaffQuery(queryKeys.schedule.window(start, end), () => getSchedule(start, end));

  const days = useMemo<GridDay[]>(() => {
    const byDate = new Map((schedule.data ?? []).map((day) => [day.date, day]));
    return Array.from({ length: SCHEDULE_DAYS_SHOWN }, (_, i) => {
      const date = addDays(start, i);
      const record = byDate.get(date);
      return { date, record, state: !record ? 'pending' : record.isOpen ? 'open' : 'closed' };
    });
  }, [schedule.data, start]);

  return {
    today,
    start,
    end,
    days,
    // Until the window's first answer arrives the old window's days would be wrong; show loading.
    loading: schedule.status === 'loading',
    failed: schedule.status === 'error',
    reload: schedule.reload,
    previous: () => setStart((s) => addDays(s, -SCHEDULE_DAYS_SHOWN)),
    current: () => setStart(today),
    next: () => setStart((s) => addDays(s, SCHEDULE_DAYS_SHOWN)),
  };
}

import { useMemo, useState } from 'react';
import { SCHEDULE_DAYS_SHOWN } from '../../../../shared/constants';
import { addDays, berlinToday } from '../../../../shared/berlin-time';
import { ruleSlotsOn, type RuleSlot } from '../../../../shared/weekly-hours';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getSchedule, type ScheduleDay } from './api/get-schedule';
import { getOpeningRules } from './api/opening-rules';

/**
 * A day of the grid: its exception (record) if it has one, and the slots its weekday's rules give
 * it. 'pending' is the spec's state of a day without a record: it follows the weekly rules.
 */
export type GridDay = {
  date: string;
  record: ScheduleDay | undefined;
  rule: RuleSlot[];
  state: 'open' | 'closed' | 'pending';
};

/** §2: 14 days from a start date; Previous/Next move by 14 days, Current goes back to today. */
export function useScheduleWindow() {
  const today = berlinToday();
  const [start, setStart] = useState(today);
  const end = addDays(start, SCHEDULE_DAYS_SHOWN - 1);
  const schedule = useStaffQuery(queryKeys.schedule.window(start, end), () => getSchedule(start, end));
  const rules = useStaffQuery(queryKeys.schedule.rules, getOpeningRules);

  const days = useMemo<GridDay[]>(() => {
    const byDate = new Map((schedule.data ?? []).map((day) => [day.date, day]));
    return Array.from({ length: SCHEDULE_DAYS_SHOWN }, (_, i) => {
      const date = addDays(start, i);
      const record = byDate.get(date);
      const rule = rules.data ? ruleSlotsOn(rules.data.weekly, date) : [];
      return { date, record, rule, state: !record ? 'pending' : record.isOpen ? 'open' : 'closed' };
    });
  }, [schedule.data, rules.data, start]);

  return {
    today,
    start,
    end,
    days,
    rules,
    // Until the window's first answer arrives the old window's days would be wrong; show loading.
    loading: schedule.status === 'loading' || !rules.data,
    failed: schedule.status === 'error' || rules.status === 'error',
    reload: () => {
      schedule.reload();
      rules.reload();
    },
    previous: () => setStart((s) => addDays(s, -SCHEDULE_DAYS_SHOWN)),
    current: () => setStart(today),
    next: () => setStart((s) => addDays(s, SCHEDULE_DAYS_SHOWN)),
  };
}

import { useMemo, useState } from 'react';
import { DEFAULT_WINDOW_HOURS, type ReservationStatus } from '../../../../shared/constants';
import { useResource } from '../../ui/use-resource';
import { getReservations } from './api/get-reservations';
import { reservationDay } from './format';
import { ALL_DATES } from './reservation-filters';

/**
 * §2 filters: window (default 48 h) and status (default pending) go to the API; the date
 * dropdown lists the distinct dates of that answer and defaults to the latest one.
 */
export function useReservationList(refreshKey: number) {
  const [hours, setHours] = useState<number>(DEFAULT_WINDOW_HOURS);
  const [status, setStatus] = useState<ReservationStatus>('pending');
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const list = useResource(() => getReservations(hours, status), `${hours}|${status}|${refreshKey}`);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const dates = useMemo(() => [...new Set(all.map((r) => reservationDay(r.date)))].sort().reverse(), [all]);
  // A picked date that the new answer no longer has falls back to the latest one.
  const date = pickedDate === ALL_DATES || (pickedDate && dates.includes(pickedDate)) ? pickedDate : (dates[0] ?? '');
  const rows = useMemo(
    () => (date === ALL_DATES ? all : all.filter((r) => reservationDay(r.date) === date))
      .slice()
      .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
    [all, date],
  );

  return {
    hours,
    status,
    date,
    dates,
    rows,
    loading: list.status === 'loading',
    failed: list.status === 'failed',
    reload: list.reload,
    setHours: (h: number) => { setHours(h); setPickedDate(null); },
    setStatus: (s: ReservationStatus) => { setStatus(s); setPickedDate(null); },
    setDate: setPickedDate,
  };
}

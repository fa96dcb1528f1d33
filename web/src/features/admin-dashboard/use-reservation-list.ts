import { useMemo, useState } from 'react';
import { DEFAULT_WINDOW_HOURS, type ReservationStatus } from '../../../../shared/constants';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { useStaffPagedQuery } from '../../ui/data/use-staff-paged-query';
import { queryKeys } from '../../lib/query-keys';
import { getReservations } from './api/get-reservations';
import { getReservationDates } from './api/get-reservation-dates';
import { ALL_DATES } from './reservation-filters';

/**
 * §2 filters: window (default 48 h) and status (default pending) go to the API; the date
 * dropdown lists the distinct dates of every reservation they match (asked of the server, not
 * read off the rows loaded so far) and defaults to the latest. The rows come a page at a time.
 */
export function useReservationList() {
  const [hours, setHours] = useState<number>(DEFAULT_WINDOW_HOURS);
  const [status, setStatus] = useState<ReservationStatus>('pending');
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const dateList = useStaffQuery(queryKeys.reservations.dates(hours, status), () => getReservationDates(hours, status));

  const dates = useMemo(() => dateList.data ?? [], [dateList.data]);
  // A picked date that the new answer no longer has falls back to the latest one.
  const date = pickedDate === ALL_DATES || (pickedDate && dates.includes(pickedDate)) ? pickedDate : (dates[0] ?? '');
  const filters = { hours, status, date: date === ALL_DATES ? undefined : date };
  // No date yet (the dates are loading) or none at all (nothing booked in the window): no rows to ask for.
  const list = useStaffPagedQuery(
    queryKeys.reservations.dashboardRows(date, hours, status),
    (cursor) => getReservations(filters, cursor),
    date !== '',
  );
  const rows = list.rows.slice().sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));

  return {
    hours,
    status,
    date,
    dates,
    rows,
    total: list.total,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    moreFailed: list.moreFailed,
    loadMore: list.loadMore,
    loading: dateList.status === 'loading' || list.loading,
    failed: dateList.status === 'error' || list.failed,
    reload: () => {
      dateList.reload();
      list.reload();
    },
    setHours: (h: number) => {
      setHours(h);
      setPickedDate(null);
    },
    setStatus: (s: ReservationStatus) => {
      setStatus(s);
      setPickedDate(null);
    },
    setDate: setPickedDate,
  };
}

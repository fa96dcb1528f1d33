import { useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { addDays, berlinToday } from '../../../../shared/berlin-time';
import { comingBerlinHolidays, type BerlinHoliday } from '../../../../shared/berlin-holidays';
import { SCHEDULE_MESSAGES } from '../../../../shared/messages';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { formatIsoDate } from '../../ui/format/dates';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getSchedule } from './api/get-schedule';
import { getBookingsCount } from './api/get-bookings-count';
import { updateScheduleDay } from './api/update-schedule-day';

type Props = { onDone: (message: string) => void; onError: (message: string) => void };

/**
 * Berlin's public holidays of the coming year (computed, shared/berlin-holidays.ts), each closed
 * with one click: a closed exception for that date. A holiday with bookings asks first, since
 * closing cancels them and emails each guest.
 */
export function HolidaysSection({ onDone, onError }: Props) {
  const today = berlinToday();
  const until = addDays(today, 365);
  const holidays = comingBerlinHolidays(today);
  const days = useStaffQuery(queryKeys.schedule.window(today, until), () => getSchedule(today, until));
  const closed = new Set((days.data ?? []).filter((d) => !d.isOpen).map((d) => d.date));
  const [asking, setAsking] = useState<{ holiday: BerlinHoliday; bookings: number | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function close(holiday: BerlinHoliday) {
    setBusy(holiday.date);
    try {
      const { reservationsCancelled: n } = await updateScheduleDay({
        date: holiday.date,
        isOpen: false,
        specialNote: holiday.en,
      });
      onDone(
        `${holiday.en} (${formatIsoDate(holiday.date)}) is closed. ${n} ${n === 1 ? 'reservation was' : 'reservations were'} cancelled.`,
      );
    } catch {
      onError(SCHEDULE_MESSAGES.updateFailed);
    } finally {
      setBusy(null);
      setAsking(null);
    }
  }

  async function ask(holiday: BerlinHoliday) {
    setBusy(holiday.date);
    const bookings = await getBookingsCount(holiday.date).catch(() => null);
    if (bookings === 0) return close(holiday);
    setBusy(null);
    setAsking({ holiday, bookings });
  }

  return (
    <StaffSection id="holidays-heading" title="Public holidays in Berlin">
      <ul className="divide-y divide-sand">
        {holidays.map((holiday) => (
          <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-sm text-ink">
              <strong className="font-semibold">{holiday.en}</strong>{' '}
              <span className="text-muted">· {formatIsoDate(holiday.date, 'long')}</span>
            </span>
            {closed.has(holiday.date) ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-chilli px-2 py-0.5 text-xs font-bold text-white">
                <CalendarX2 aria-hidden="true" className="size-3.5" />
                Closed
              </span>
            ) : (
              <button
                type="button"
                onClick={() => void ask(holiday)}
                disabled={busy !== null || days.data === undefined}
                className={staffButton('danger-outline')}
              >
                {busy === holiday.date ? 'Closing…' : 'Close'}
                <span className="sr-only"> on {holiday.en}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Close on ${asking.holiday.en}?` : 'Close?'}
        description={
          asking?.bookings == null
            ? 'Closing cancels the bookings of that day and emails each guest.'
            : `Closing cancels ${asking.bookings} ${asking.bookings === 1 ? 'booking' : 'bookings'} and emails each guest.`
        }
        confirmLabel="Close the day"
        danger
        busy={busy !== null}
        onConfirm={() => asking && void close(asking.holiday)}
        onCancel={() => setAsking(null)}
      />
    </StaffSection>
  );
}

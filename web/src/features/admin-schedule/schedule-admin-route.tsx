import { useState } from 'react';
import { ChevronLeft, ChevronRight, CalendarDays } from 'lucide-react';
import { SCHEDULE_MESSAGES } from '../../../../shared/messages';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Alert } from '../../ui/controls/alert';
import { staffButton } from '../../ui/controls/staff-button';
import { formatIsoDate } from '../../ui/format/dates';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useScheduleWindow, type GridDay } from './use-schedule-window';
import { ScheduleGrid } from './schedule-grid';
import { DayEditorDialog } from './day-editor-dialog';
import { CleanupSection } from './cleanup-section';
import type { SavedDay } from './use-day-editor';
import { useInvalidate } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';

function savedMessage({ date, isOpen, reservationsCancelled }: SavedDay): string {
  const day = formatIsoDate(date);
  if (isOpen) return `${day} saved.`;
  const n = reservationsCancelled;
  return `${day} is now closed. ${n} ${n === 1 ? 'reservation was' : 'reservations were'} cancelled.`;
}

export function Component() {
  usePageMeta('Schedule Management', 'Opening days and bookable time slots for Kovalam.');
  const weeks = useScheduleWindow();
  const [editing, setEditing] = useState<GridDay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loadError = weeks.failed ? SCHEDULE_MESSAGES.loadFailed : null;
  const invalidate = useInvalidate();
  // Closing a day cancels its bookings: every copy of bookings refetches with the schedule.
  const changed = () => void invalidate(queryKeys.schedule.all, queryKeys.reservations.all, queryKeys.stats);

  return (
    <StaffPage
      title="Schedule Management"
      intro="Pick a day to open or close it, change its slots or add a note. Pending days have no record yet and use the default slots."
    >
      <ErrorBanner message={error ?? loadError} onDismiss={() => (error ? setError(null) : weeks.reload())} />
      {notice && <Alert tone="success">{notice}</Alert>}
      <StaffSection
        id="schedule-heading"
        title={`${formatIsoDate(weeks.start, 'short')} – ${formatIsoDate(weeks.end)}`}
        actions={
          <nav aria-label="Schedule weeks" className="flex flex-wrap gap-1.5">
            <button type="button" onClick={weeks.previous} className={staffButton('secondary')}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous 2 Weeks
            </button>
            <button
              type="button"
              onClick={weeks.current}
              disabled={weeks.start === weeks.today}
              className={staffButton('secondary')}
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              Current
            </button>
            <button type="button" onClick={weeks.next} className={staffButton('secondary')}>
              Next 2 Weeks
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </nav>
        }
      >
        <ScheduleGrid days={weeks.days} today={weeks.today} loading={weeks.loading} onPick={setEditing} />
      </StaffSection>
      <CleanupSection
        onDone={(message) => {
          setError(null);
          setNotice(message);
          changed();
        }}
        onError={(message) => {
          setNotice(null);
          setError(message);
        }}
      />
      <DayEditorDialog
        day={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setError(null);
          setNotice(savedMessage(saved));
          changed();
        }}
      />
    </StaffPage>
  );
}

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
import { WeeklyRulesSection } from './weekly-rules-section';
import { HolidaysSection } from './holidays-section';
import { MisfitsSection } from './misfits-section';
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
  const done = (message: string) => {
    setError(null);
    setNotice(message);
    changed();
  };
  const failed = (message: string) => {
    setNotice(null);
    setError(message);
  };

  return (
    <StaffPage
      title="Schedule Management"
      intro="Days follow the weekly opening hours below. Pick a day to make it an exception: open or close it, change its slots or add a note."
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
      {weeks.rules.data && <WeeklyRulesSection week={weeks.rules.data.weekly} onSaved={done} onError={failed} />}
      {weeks.rules.data && <MisfitsSection misfits={weeks.rules.data.misfits} />}
      <HolidaysSection onDone={done} onError={failed} />
      <CleanupSection onDone={done} onError={failed} />
      <DayEditorDialog
        day={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setError(null);
          setNotice(savedMessage(saved));
          changed();
        }}
        onRemoved={(date) => {
          setEditing(null);
          done(`${formatIsoDate(date)} follows the weekly hours again.`);
        }}
      />
    </StaffPage>
  );
}

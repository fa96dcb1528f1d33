import { useState } from 'react';
import { Eraser } from 'lucide-react';
import { SCHEDULE_CLEANUP_DAYS } from '../../../../shared/constants';
import { SCHEDULE_MESSAGES } from '../../../../shared/messages';
import { addDays, berlinToday } from '../../../../shared/berlin-time';
import { StaffSection } from '../../ui/layout/staff-page';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { staffButton } from '../../ui/controls/staff-button';
import { formatIsoDate } from '../../ui/format/dates';
import { cleanupSchedule } from './api/cleanup-schedule';

type Props = { onDone: (message: string) => void; onError: (message: string) => void };

/** §9: removes schedule days dated before two days ago (Berlin), so yesterday stays editable. */
export function CleanupSection({ onDone, onError }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cutoff = addDays(berlinToday(), -SCHEDULE_CLEANUP_DAYS);

  async function run() {
    setBusy(true);
    try {
      const { deletedCount } = await cleanupSchedule(cutoff);
      onDone(
        `Removed ${deletedCount} old schedule ${deletedCount === 1 ? 'day' : 'days'} (before ${formatIsoDate(cutoff)}).`,
      );
    } catch {
      onError(SCHEDULE_MESSAGES.cleanupFailed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <StaffSection id="cleanup-heading" title="Clean up old schedules">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">
          Deletes the opening schedule and slots of every day before{' '}
          <strong className="text-ink">{formatIsoDate(cutoff)}</strong> (two days before today). Reservations are not
          touched.
        </p>
        <button type="button" onClick={() => setAsking(true)} className={staffButton('danger-outline')}>
          <Eraser aria-hidden="true" className="size-4" />
          Clean up old schedule data
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Clean up old schedule data?"
        description={`Schedule days before ${formatIsoDate(cutoff, 'long')} will be deleted for good.`}
        confirmLabel="Delete old days"
        danger
        busy={busy}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </StaffSection>
  );
}

import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import * as v from 'valibot';
import { DEFAULT_DELETE_HOURS } from '../../../../shared/constants';
import { ORDER_MESSAGES } from '../../../../shared/messages';
import { deleteOldQuerySchema } from '../../../../shared/rules/admin-queries';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { deleteOldReservations } from './api/delete-old-reservations';

type Props = { onChanged: () => void; onError: (message: string) => void; onNotice: (message: string) => void };

/** §5: hours is a whole number of at least 1 (default 48), and deleting asks first. */
export function MaintenanceSection({ onChanged, onError, onNotice }: Props) {
  const [raw, setRaw] = useState(String(DEFAULT_DELETE_HOURS));
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  function ask(event: React.FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(deleteOldQuerySchema, { hours: raw.trim() });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setAsking(parsed.output.hours);
  }

  async function run() {
    if (asking === null) return;
    setBusy(true);
    try {
      const { deletedCount } = await deleteOldReservations(asking);
      onNotice(
        `Deleted ${deletedCount} ${deletedCount === 1 ? 'reservation' : 'reservations'} older than ${asking} hours.`,
      );
      onChanged();
    } catch {
      onError(ORDER_MESSAGES.generic);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <StaffSection id="maintenance-heading" title="Database Maintenance">
      <form noValidate onSubmit={ask} className="flex flex-wrap items-end gap-3">
        <div className="w-64">
          <label htmlFor="delete-hours" className={staffLabel}>
            Delete reservations older than (hours)
          </label>
          <input
            id="delete-hours"
            type="text"
            inputMode="numeric"
            value={raw}
            aria-invalid={error !== null}
            aria-describedby={error ? 'delete-hours-error' : 'delete-hours-hint'}
            onChange={(e) => {
              setRaw(e.target.value);
              setError(null);
            }}
            className={staffInput}
          />
        </div>
        <button type="submit" className={staffButton('danger-outline')}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete old reservations
        </button>
        {error ? (
          <p id="delete-hours-error" className="w-full text-sm font-medium text-chilli">
            {error}
          </p>
        ) : (
          <p id="delete-hours-hint" className="w-full text-xs text-muted">
            Removes reservations whose booked time is further in the past than this. It cannot be undone.
          </p>
        )}
      </form>
      <ConfirmDialog
        open={asking !== null}
        title="Delete old reservations?"
        description={`Every reservation booked for more than ${asking ?? ''} hours ago will be deleted for good.`}
        confirmLabel="Delete reservations"
        cancelLabel="Keep them"
        danger
        busy={busy}
        onConfirm={run}
        onCancel={() => setAsking(null)}
      />
    </StaffSection>
  );
}

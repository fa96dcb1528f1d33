import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { Alert } from '../../ui/controls/alert';
import { buttonClasses } from '../../ui/controls/button';
import { ApiFailure } from '../../lib/api-failure';
import { useMessages } from '../../ui/format/i18n';
import { confirmManagedBooking } from './api/confirm-managed-booking';

type Props = {
  token: string;
  id: string;
  /** When the guest already confirmed (ISO), from the loaded booking; null: not yet. */
  confirmedAt: string | null;
  /** Opened from the reminder's confirm link: the button takes the focus, ready for one click. */
  preselected: boolean;
};

/**
 * "Will you come?" from the day-before reminder (issue 31). Opening the link never confirms (mail
 * scanners open links); the guest's click does. Once confirmed it says so, and stays said.
 */
export function ConfirmAttendance({ token, id, confirmedAt, preselected }: Props) {
  const { manageBooking: t, api } = useMessages();
  const [answered, setAnswered] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const booking = await confirmManagedBooking(token, id);
      setAnswered(booking.guestConfirmedAt ?? new Date().toISOString());
      setError(null);
    } catch (failure) {
      setError((failure instanceof ApiFailure && failure.serverError) || t.network);
    } finally {
      setBusy(false);
    }
  }

  if (answered || confirmedAt)
    return (
      <div aria-live="polite">
        {answered ? (
          <Alert tone="success">{api.manageBooking.confirmed}</Alert>
        ) : (
          <p className="flex items-center gap-2 font-semibold text-leaf-dark">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {t.confirmedByYou}
          </p>
        )}
      </div>
    );
  return (
    <section aria-labelledby="confirm-attendance-heading" className="rounded-2xl bg-cream p-5 ring-1 ring-sand">
      <h2 id="confirm-attendance-heading" className="font-display text-xl font-semibold text-tamarind-dark">
        {t.willYouCome}
      </h2>
      <p className="mt-1 text-ink">{t.confirmAsk}</p>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <button
        type="button"
        // The guest came for this button: it has the focus, so Enter or one tap confirms.
        autoFocus={preselected}
        disabled={busy}
        onClick={() => void confirm()}
        className={`${buttonClasses('primary')} mt-4`}
      >
        <CircleCheck aria-hidden="true" className="size-4" />
        {busy ? t.confirming : t.confirmBooking}
      </button>
    </section>
  );
}

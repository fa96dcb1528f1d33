import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { Alert } from '../../ui/controls/alert';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { staffButton } from '../../ui/controls/staff-button';
import { logoutEverywhere } from './api/logout-everywhere';

const FAILED = 'Could not sign out everywhere. Please try again.';

/**
 * For a lost phone or a shared computer: ends every session of the back office at once, after a
 * confirmation, since everyone signed in (this device included) must sign in again.
 */
export function SignOutEverywhere({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await logoutEverywhere();
    } catch {
      setError(FAILED);
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        title={compact ? 'Sign out everywhere' : undefined}
        className={staffButton('ghost', className)}
      >
        <MonitorSmartphone aria-hidden="true" className="size-4" />
        {/* In the admin bar of a 1024 px screen the icon alone keeps the links on one line. */}
        <span className={compact ? 'sr-only xl:not-sr-only' : ''}>Sign out everywhere</span>
      </button>
      <ConfirmDialog
        open={open}
        title="Sign out everywhere?"
        description="This ends every session of your account: on this device and on every other phone, tablet or computer where you are signed in. You have to sign in again."
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}

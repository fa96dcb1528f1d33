import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { Alert } from '../../ui/alert';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { staffButton } from '../../ui/staff-button';
import { logoutEverywhere } from './api/logout-everywhere';

const FAILED = 'Could not sign out everywhere. Please try again.';

/**
 * For a lost phone or a shared computer: ends every session of the back office at once, after a
 * confirmation, since everyone signed in (this device included) must sign in again.
 */
export function SignOutEverywhere({ className = '' }: { className?: string }) {
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
      <button type="button" onClick={() => setOpen(true)} className={staffButton('ghost', className)}>
        <MonitorSmartphone aria-hidden="true" className="size-4" />
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={open}
        title="Sign out everywhere?"
        description="This ends every back-office session: on this device and on every other phone, tablet or computer that is signed in. Everyone has to sign in again."
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
        {error && <Alert tone="error" className="mt-4">{error}</Alert>}
      </ConfirmDialog>
    </>
  );
}

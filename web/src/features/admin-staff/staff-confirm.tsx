import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import type { StaffAccount } from './api/get-staff';
import type { StaffAction } from './staff-card';

type Pending = { action: Exclude<StaffAction, 'resend'>; account: StaffAccount };

const COPY = {
  deactivate: {
    title: 'Deactivate this account?',
    text: (name: string) =>
      `${name} is signed out on every device at once and can no longer sign in. You can reactivate the account later.`,
    confirm: 'Deactivate',
  },
  reactivate: {
    title: 'Reactivate this account?',
    text: (name: string) => `${name} can sign in again with their password.`,
    confirm: 'Reactivate',
  },
  'make-owner': {
    title: 'Make this account an owner?',
    text: (name: string) => `${name} will manage staff, the menu, banners and schedules, and read the audit log.`,
    confirm: 'Make owner',
  },
  'make-staff': {
    title: 'Make this account staff?',
    text: (name: string) =>
      `${name} keeps the service, reservations and orders, but no longer manages staff, the menu, banners or schedules.`,
    confirm: 'Make staff',
  },
} as const;

/** "Are you sure?" before a role change, a deactivation or a reactivation. */
export function StaffConfirm({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: Pending | null;
  busy: boolean;
  onConfirm: (p: Pending) => void;
  onCancel: () => void;
}) {
  const copy = pending ? COPY[pending.action] : COPY.deactivate;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={copy.title}
      description={pending ? copy.text(pending.account.name || pending.account.email) : ''}
      confirmLabel={copy.confirm}
      cancelLabel="Cancel"
      danger={pending?.action === 'deactivate'}
      busy={busy}
      onConfirm={() => pending && onConfirm(pending)}
      onCancel={onCancel}
    />
  );
}

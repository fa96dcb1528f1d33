import { ConfirmDialog } from '../../ui/confirm-dialog';

type Props = { open: boolean; email: string; busy: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmDeletionDialog({ open, email, busy, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete all your data?"
      description={
        <>
          This permanently removes every reservation and open order stored for{' '}
          <strong className="break-all">{email}</strong>. It cannot be undone.
        </>
      }
      confirmLabel="Yes, delete my data"
      cancelLabel="Keep my data"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

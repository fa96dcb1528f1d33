import { AlertDialog } from '@base-ui/react/alert-dialog';
import { buttonClasses } from '../../ui/button';

type Props = { open: boolean; email: string; onCancel: () => void; onConfirm: () => void };

export function ConfirmDeletionDialog({ open, email, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Popup className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-7 shadow-2xl ring-1 ring-sand">
          <AlertDialog.Title className="font-display text-2xl font-semibold text-tamarind-dark">
            Delete all your data?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 leading-relaxed text-muted">
            This permanently removes every reservation and order stored for{' '}
            <strong className="break-all text-ink">{email}</strong>. It cannot be undone.
          </AlertDialog.Description>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Close className={buttonClasses('ghost')}>Keep my data</AlertDialog.Close>
            <button type="button" onClick={onConfirm} className={buttonClasses('primary', 'md', '!bg-chilli hover:!bg-[#8f1e18]')}>
              Yes, delete my data
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

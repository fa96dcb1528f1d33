import type { ReactNode } from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';
import { staffButton } from './staff-button';

type Props = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
};

/**
 * An alert dialog for "are you sure?": the backdrop does not dismiss it, Escape and the
 * cancel button do. It stays open while `busy`, so the answer appears in context.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Keep it',
  danger,
  busy,
  onConfirm,
  onCancel,
  children,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Portal>
        {/* Drawn even over another dialog (Base UI leaves a nested one's out), so the question stands apart from the form under it. */}
        <AlertDialog.Backdrop forceRender className="fixed inset-0 z-[60] bg-ink/55" />
        <AlertDialog.Popup className="fixed left-1/2 top-1/2 z-[60] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream p-6 shadow-2xl ring-1 ring-sand sm:max-w-md">
          <AlertDialog.Title className="font-display text-xl font-semibold text-tamarind-dark">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-ink">
            {description}
          </AlertDialog.Description>
          {children}
          {/* Long labels ("Close the day and cancel 3 bookings") wrap to a second line, the action on top, never past the edge. */}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap-reverse sm:justify-end">
            <AlertDialog.Close disabled={busy} className={staffButton('ghost')}>
              {cancelLabel}
            </AlertDialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={staffButton(danger ? 'danger' : 'primary')}
            >
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { useMessages } from '../../ui/format/i18n';

type Props = { open: boolean; email: string; busy: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmDeletionDialog({ open, email, busy, onCancel, onConfirm }: Props) {
  const t = useMessages().dataRequest.confirm;
  return (
    <ConfirmDialog
      open={open}
      title={t.dialogTitle}
      description={
        <>
          {t.dialogText} <strong className="[overflow-wrap:anywhere]">{email}</strong>. {t.dialogAfter}
        </>
      }
      confirmLabel={t.dialogConfirm}
      cancelLabel={t.dialogKeep}
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

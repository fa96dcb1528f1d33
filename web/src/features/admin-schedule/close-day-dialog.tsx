import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { formatIsoDate } from '../../ui/format/dates';
import type { PendingClose } from './use-day-editor';

type Props = {
  date: string;
  pending: PendingClose | null;
  busy: boolean;
  onConfirm: () => void;
  onKeepOpen: () => void;
};

const bookingsWord = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;

/**
 * Closing a day cancels its bookings and emails each guest (POST /api/schedule/update), so staff
 * see how many before they confirm. The count names the button too: no one closes a busy day by habit.
 */
export function CloseDayDialog({ date, pending, busy, onConfirm, onKeepOpen }: Props) {
  const day = formatIsoDate(date, 'long');
  const bookings = pending?.bookings ?? null;
  const what =
    bookings === null
      ? `Closing ${day} will cancel every pending and confirmed booking on it (they could not be counted just now).`
      : `Closing ${day} will cancel ${bookingsWord(bookings)}.`;
  return (
    <ConfirmDialog
      open={pending !== null}
      title="Close this day?"
      description={`${what} Each guest is emailed that their booking is cancelled.`}
      confirmLabel={
        bookings === null
          ? 'Close the day and cancel its bookings'
          : `Close the day and cancel ${bookingsWord(bookings)}`
      }
      cancelLabel="Keep the day open"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onKeepOpen}
    />
  );
}

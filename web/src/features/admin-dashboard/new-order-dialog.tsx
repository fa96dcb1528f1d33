import { useId, useState } from 'react';
import { formatCents } from '../../../../shared/money';
import { ORDER_MESSAGES } from '../../../../shared/messages';
import type { OrderStatus } from '../../../../shared/constants';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { formatIsoDate } from '../../ui/format/dates';
import { failureStatus } from '../../lib/api-failure';
import { getOrderableItems } from './api/get-orderable-items';
import { placeOrder } from './api/place-order';
import { partySize, reservationDay } from './format';
import { useOrderDraft } from './use-order-draft';
import { OrderItemPicker } from './order-item-picker';
import type { AdminReservation } from './api/get-reservations';

type Props = { reservation: AdminReservation | null; onClose: () => void; onPlaced: (guestName: string) => void };

export function NewOrderDialog({ reservation, onClose, onPlaced }: Props) {
  return (
    <Modal
      open={reservation !== null}
      onOpenChange={(open) => !open && onClose()}
      title="New order"
      description={
        reservation &&
        `${reservation.name} · ${formatIsoDate(reservationDay(reservation.date), 'short')} at ${reservation.time} · ${partySize(reservation.guests)}`
      }
      size="lg"
    >
      {reservation && (
        <NewOrderForm key={reservation._id} reservation={reservation} onCancel={onClose} onPlaced={onPlaced} />
      )}
    </Modal>
  );
}

function NewOrderForm({
  reservation,
  onCancel,
  onPlaced,
}: {
  reservation: AdminReservation;
  onCancel: () => void;
  onPlaced: Props['onPlaced'];
}) {
  const menu = useStaffQuery(queryKeys.orderableItems, getOrderableItems);
  const draft = useOrderDraft(menu.data ?? []);
  const [payment, setPayment] = useState<OrderStatus>('pending');
  const [noItems, setNoItems] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const paymentName = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (draft.lines.length === 0) {
      setNoItems(true);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await placeOrder({
        customerName: reservation.name,
        customerEmail: reservation.email,
        reservationId: reservation._id,
        items: draft.lines.map((line) => ({ menuItemId: line.item._id, quantity: line.quantity })),
        totalAmount: draft.totalCents,
        status: payment,
      });
      onPlaced(reservation.name);
    } catch (error) {
      setFailure(failureStatus(error) === 409 ? ORDER_MESSAGES.notConfirmed : ORDER_MESSAGES.generic);
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
      <OrderItemPicker
        items={menu.data}
        loading={menu.status === 'loading'}
        failed={menu.status === 'error'}
        onRetry={menu.reload}
        draft={draft}
        onPick={() => setNoItems(false)}
      />
      {noItems && draft.lines.length === 0 && (
        <p role="alert" className="text-sm font-medium text-chilli">
          {ORDER_MESSAGES.noItems}
        </p>
      )}
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <legend className="mb-1 text-xs font-semibold text-ink">Payment</legend>
        {(['pending', 'paid'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={paymentName}
              value={value}
              checked={payment === value}
              onChange={() => setPayment(value)}
              className="size-4 accent-leaf"
            />
            {value === 'paid' ? 'Paid' : 'Pending payment'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-3">
        <p className="text-sm" aria-live="polite">
          Total{' '}
          <strong className="ml-1 font-display text-xl font-semibold tabular-nums text-tamarind-dark">
            {formatCents(draft.totalCents)}
          </strong>
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onCancel} className={staffButton('ghost')}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={staffButton('primary')}>
            {saving ? 'Placing order…' : 'Place order'}
          </button>
        </div>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { formatCents } from '../../../../shared/money';
import { ORDER_MESSAGES } from '../../../../shared/messages';
import type { OrderStatus } from '../../../../shared/constants';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { formatInstant } from '../../ui/format/dates';
import { failureStatus } from '../../lib/api-failure';
import { isOwner } from '../../lib/session';
import { updateOrderStatus } from './api/update-order-status';
import { StatusBadge } from './status-badge';
import { shortOrderId } from './format';
import type { AdminOrder } from './api/get-orders';

type Props = { order: AdminOrder | null; onClose: () => void; onChanged: () => void };

/** What the server answered, in words: staff undoing a payment, a change that lost a race, a missing order. */
const FAILURES: Record<number, string> = {
  403: ORDER_MESSAGES.reopenOwnerOnly,
  404: ORDER_MESSAGES.notFound,
  409: ORDER_MESSAGES.changedMeanwhile,
};

/**
 * §4: Mark as Paid / Mark as Pending; the button for the current status is disabled. Only an owner
 * can set a paid order back to pending (the server refuses staff): staff see why it is disabled.
 */
export function OrderDetailsDialog({ order, onClose, onChanged }: Props) {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The list reloads after a change; until it does, show what the server just answered.
  const shown = order && status && order.status !== status ? status : order?.status;
  const ownerOnly = shown === 'paid' && !isOwner();

  async function mark(next: OrderStatus) {
    if (!order) return;
    setSaving(true);
    setFailure(null);
    try {
      const { order: updated } = await updateOrderStatus(order._id, next);
      setStatus(updated.status);
      onChanged();
    } catch (error) {
      setFailure(FAILURES[failureStatus(error) ?? 0] ?? ORDER_MESSAGES.generic);
    } finally {
      setSaving(false);
    }
  }

  const close = () => {
    setStatus(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={order ? `Order #${shortOrderId(order._id)}` : 'Order'}
      description={
        order && (
          <>
            Placed {formatInstant(order.createdAt)} for <span className="break-words">{order.customerName}</span>
          </>
        )
      }
      size="lg"
      footer={
        order && (
          <>
            <button
              type="button"
              disabled={saving || shown === 'paid'}
              onClick={() => mark('paid')}
              className={staffButton('primary')}
            >
              Mark as Paid
            </button>
            <button
              type="button"
              disabled={saving || shown === 'pending' || ownerOnly}
              aria-describedby={ownerOnly ? 'order-owner-only' : undefined}
              onClick={() => mark('pending')}
              className={staffButton('secondary')}
            >
              Mark as Pending
            </button>
          </>
        )
      }
    >
      {order && (
        <div className="space-y-4">
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
          {ownerOnly && (
            <p id="order-owner-only" className="text-sm text-muted">
              {ORDER_MESSAGES.reopenOwnerOnly}.
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Customer</dt>
            <dd className="break-words">{order.customerName}</dd>
            <dt className="text-muted">E-mail</dt>
            <dd className="break-all">{order.customerEmail}</dd>
            <dt className="text-muted">Status</dt>
            <dd>
              <StatusBadge status={shown ?? order.status} />
            </dd>
          </dl>
          <table className="w-full text-sm">
            <caption className="sr-only">Items</caption>
            <thead className="border-b border-sand text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-1.5 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Line total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line, i) => (
                <tr key={i} className="border-b border-sand/70">
                  <td className="py-1.5 pr-2">{line.menuItemId.name}</td>
                  <td className="py-1.5 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatCents(line.menuItemId.price)}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatCents(line.menuItemId.price * line.quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="pt-2 text-right font-semibold">
                  Total
                </th>
                <td className="pt-2 text-right font-display text-lg font-semibold tabular-nums text-tamarind-dark">
                  {formatCents(order.totalAmount)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Modal>
  );
}

import { Check, ShoppingBag, X } from 'lucide-react';
import { RESERVATION_TRANSITIONS } from '../../../../shared/constants';
import { Cell, DataTable, Row, table, TableStatus } from '../../ui/controls/data-table';
import { staffButton } from '../../ui/controls/staff-button';
import { formatIsoDate } from '../../ui/format/dates';
import { StatusBadge } from './status-badge';
import { GuestCell } from './guest-cell';
import { GuestHistoryLink } from './guest-history-link';
import { partySize, reservationDay } from './format';
import type { AdminReservation } from './api/get-reservations';

type Props = {
  rows: readonly AdminReservation[];
  loading: boolean;
  failed: boolean;
  busyId: string | null;
  onRetry: () => void;
  onConfirm: (r: AdminReservation) => void;
  onCancel: (r: AdminReservation) => void;
  onPlaceOrder: (r: AdminReservation) => void;
};

const COLUMNS = ['Guest', 'Time', 'Party size', 'Contact', 'Status', 'Actions', 'Place Order'];

/**
 * As a card (tablets, phones): guest and status on top, then when, how many and how to reach
 * them, then the buttons. On a phone the status sits in the guest's top corner, so a long request
 * gets the card's whole width; a wider card puts the details on one line and Place Order beside the rest.
 */
const CARD =
  '@max-5xl:grid-cols-[minmax(0,1fr)_auto] ' +
  "@max-5xl:[grid-template-areas:'guest_guest'_'time_party'_'contact_contact'_'actions_actions'_'order_order'] " +
  '@xl:grid-cols-[auto_auto_minmax(0,1fr)_auto] ' +
  "@xl:[grid-template-areas:'guest_guest_guest_status'_'time_party_contact_contact'_'actions_actions_order_order']";
const STATUS_CELL = '@max-xl:[grid-area:1/2/2/3] @xl:[grid-area:status] @max-5xl:justify-self-end';
/** Room on the name's line for the status badge laid over it on a phone. */
const GUEST_CELL = '[grid-area:guest] @max-xl:[&>p:first-child]:pr-20 @5xl:w-72';

/** Guest-provided text (name, requests, contact) is rendered as React text, never as HTML. */
export function ReservationsTable({
  rows,
  loading,
  failed,
  busyId,
  onRetry,
  onConfirm,
  onCancel,
  onPlaceOrder,
}: Props) {
  return (
    <DataTable label="Reservations table" columns={COLUMNS}>
      {rows.length === 0 && (
        <TableStatus
          colSpan={COLUMNS.length}
          noun="reservations"
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          empty="No reservations match these filters."
        />
      )}
      {rows.map((r) => {
        const moves = RESERVATION_TRANSITIONS[r.status];
        const busy = busyId === r._id;
        return (
          <Row key={r._id} className={CARD}>
            <Cell className={GUEST_CELL}>
              <GuestCell reservation={r} />
              <GuestHistoryLink reservation={r} />
            </Cell>
            <Cell label="Time" className="[grid-area:time] whitespace-nowrap">
              <p className="font-semibold tabular-nums">{r.time}</p>
              <p className="text-xs text-muted">{formatIsoDate(reservationDay(r.date), 'short')}</p>
            </Cell>
            <Cell label="Party size" className="[grid-area:party] whitespace-nowrap">
              {partySize(r.guests)}
            </Cell>
            <Cell label="Contact" className="[grid-area:contact] text-xs @5xl:min-w-44 @5xl:max-w-60">
              <p className="break-all">{r.email}</p>
              <p className="whitespace-nowrap tabular-nums text-muted">{r.phone}</p>
            </Cell>
            <Cell className={STATUS_CELL}>
              <StatusBadge status={r.status} />
            </Cell>
            <Cell className={`[grid-area:actions] ${table.actionsCell}`}>
              {moves.length === 0 ? (
                <span className="text-xs text-muted">No actions</span>
              ) : (
                <div className="flex flex-wrap gap-1.5">
                  {moves.includes('confirmed') && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onConfirm(r)}
                      className={staffButton('primary')}
                    >
                      <Check aria-hidden="true" className="size-4" />
                      Confirm
                    </button>
                  )}
                  {moves.includes('cancelled') && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onCancel(r)}
                      className={staffButton('danger-outline')}
                    >
                      <X aria-hidden="true" className="size-4" />
                      Cancel
                    </button>
                  )}
                </div>
              )}
            </Cell>
            <Cell className={`[grid-area:order] @xl:justify-self-end ${table.actionsCell}`}>
              <button
                type="button"
                disabled={r.status !== 'confirmed'}
                onClick={() => onPlaceOrder(r)}
                className={staffButton('secondary')}
              >
                {r.status === 'confirmed' ? (
                  <>
                    <ShoppingBag aria-hidden="true" className="size-4" />
                    Place Order
                  </>
                ) : (
                  // May break onto two lines, so the guest's column keeps its room in the table.
                  <span className="whitespace-normal">Not confirmed Reservation</span>
                )}
              </button>
            </Cell>
          </Row>
        );
      })}
    </DataTable>
  );
}

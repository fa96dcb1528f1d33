import { Check, ShoppingBag, X } from 'lucide-react';
import { RESERVATION_TRANSITIONS } from '../../../../shared/constants';
import { table, TableFrame, TableHead, TableStatus } from '../../ui/data-table';
import { staffButton } from '../../ui/staff-button';
import { formatIsoDate } from '../../ui/dates';
import { StatusBadge } from './status-badge';
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

/** Guest-provided text (name, requests, contact) is rendered as React text, never as HTML. */
export function ReservationsTable({ rows, loading, failed, busyId, onRetry, onConfirm, onCancel, onPlaceOrder }: Props) {
  return (
    <TableFrame label="Reservations table">
      <table className={table.root}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.length === 0 && (
            <TableStatus colSpan={COLUMNS.length} noun="reservations" loading={loading} failed={failed} onRetry={onRetry}
              empty="No reservations match these filters." />
          )}
          {rows.map((r) => {
            const moves = RESERVATION_TRANSITIONS[r.status];
            const busy = busyId === r._id;
            return (
              <tr key={r._id} className={table.row}>
                <td className={`${table.td} max-w-56`}>
                  <p className="font-semibold break-words text-ink">
                    {r.name}
                    {/* The language the guest booked in, which their emails use (issue 13). */}
                    {r.language === 'de' && (
                      <abbr title="Booked in German" className="ml-1.5 rounded bg-sand px-1.5 py-0.5 align-middle text-[0.65rem] font-bold tracking-wide text-tamarind-dark no-underline">
                        DE
                      </abbr>
                    )}
                  </p>
                  {r.occasion && r.occasion !== 'None' && <p className="text-xs text-muted">{r.occasion}</p>}
                  {r.specialRequests && <p className="mt-0.5 line-clamp-2 text-xs break-words text-muted" title={r.specialRequests}>“{r.specialRequests}”</p>}
                  <GuestHistoryLink reservation={r} />
                </td>
                <td className={`${table.td} whitespace-nowrap`}>
                  <p className="font-semibold tabular-nums">{r.time}</p>
                  <p className="text-xs text-muted">{formatIsoDate(reservationDay(r.date), 'short')}</p>
                </td>
                <td className={`${table.td} whitespace-nowrap`}>{partySize(r.guests)}</td>
                <td className={`${table.td} min-w-48 max-w-60 text-xs`}>
                  <p className="break-all">{r.email}</p>
                  <p className="whitespace-nowrap tabular-nums text-muted">{r.phone}</p>
                </td>
                <td className={table.td}><StatusBadge status={r.status} /></td>
                <td className={table.td}>
                  {moves.length === 0 ? (
                    <span className="text-xs text-muted">No actions</span>
                  ) : (
                    <div className="flex gap-1.5">
                      {moves.includes('confirmed') && (
                        <button type="button" disabled={busy} onClick={() => onConfirm(r)} className={staffButton('primary')}>
                          <Check aria-hidden="true" className="size-4" />Confirm
                        </button>
                      )}
                      {moves.includes('cancelled') && (
                        <button type="button" disabled={busy} onClick={() => onCancel(r)} className={staffButton('danger-outline')}>
                          <X aria-hidden="true" className="size-4" />Cancel
                        </button>
                      )}
                    </div>
                  )}
                </td>
                <td className={table.td}>
                  <button type="button" disabled={r.status !== 'confirmed'} onClick={() => onPlaceOrder(r)} className={staffButton('secondary')}>
                    {r.status === 'confirmed' ? (
                      <><ShoppingBag aria-hidden="true" className="size-4" />Place Order</>
                    ) : 'Not confirmed Reservation'}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

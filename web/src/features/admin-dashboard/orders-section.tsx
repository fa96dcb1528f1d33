import { useState } from 'react';
import { Eye, RefreshCw } from 'lucide-react';
import { formatCents } from '../../../../shared/money';
import { StaffSection } from '../../ui/staff-page';
import { staffButton } from '../../ui/staff-button';
import { table, TableFrame, TableHead, TableStatus } from '../../ui/data-table';
import { formatInstant } from '../../ui/dates';
import { getOrders } from './api/get-orders';
import { StatusBadge } from './status-badge';
import { shortOrderId } from './format';
import { OrderDetailsDialog } from './order-details-dialog';
import { LoadMore } from '../../ui/load-more';
import { usePagedList } from '../../ui/use-paged-list';

const COLUMNS = ['Order', 'Customer', 'Items', 'Total', 'Status', 'Placed', ''];

export function OrdersSection({ refreshKey, onChanged }: { refreshKey: number; onChanged: () => void }) {
  const orders = usePagedList(getOrders, String(refreshKey));
  const [viewing, setViewing] = useState<string | null>(null);
  const { rows } = orders;
  const current = rows.find((o) => o._id === viewing) ?? null;

  return (
    <StaffSection
      id="orders-heading"
      title="Recent Orders"
      actions={
        <button type="button" onClick={orders.reload} className={staffButton('ghost')}>
          <RefreshCw aria-hidden="true" className={`size-4 ${orders.loading ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      }
    >
      <TableFrame label="Recent orders table">
        <table className={table.root}>
          <TableHead columns={COLUMNS} unnamedLabel="View" />
          <tbody>
            {rows.length === 0 && (
              <TableStatus colSpan={COLUMNS.length} noun="orders" loading={orders.loading} failed={orders.failed} onRetry={orders.reload}
                empty="No orders yet. Place one from a confirmed reservation above." />
            )}
            {rows.map((order) => (
              <tr key={order._id} className={table.row}>
                <td className={`${table.td} font-mono text-xs`}>#{shortOrderId(order._id)}</td>
                <td className={`${table.td} max-w-56 break-words`}>{order.customerName}</td>
                <td className={table.td}>{order.items.reduce((n, line) => n + line.quantity, 0)}</td>
                <td className={`${table.td} tabular-nums`}>{formatCents(order.totalAmount)}</td>
                <td className={table.td}><StatusBadge status={order.status} /></td>
                <td className={`${table.td} whitespace-nowrap text-xs text-muted`}>{formatInstant(order.createdAt)}</td>
                <td className={table.td}>
                  <button type="button" onClick={() => setViewing(order._id)} className={staffButton('secondary')}>
                    <Eye aria-hidden="true" className="size-4" />View
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <LoadMore noun="orders" list={orders} />
      <OrderDetailsDialog
        order={current}
        onClose={() => setViewing(null)}
        onChanged={onChanged}
      />
    </StaffSection>
  );
}

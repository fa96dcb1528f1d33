import { useState } from 'react';
import { Eye, RefreshCw } from 'lucide-react';
import { formatCents } from '../../../../shared/money';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { Cell, DataTable, Row, table, TableStatus } from '../../ui/controls/data-table';
import { formatInstant } from '../../ui/format/dates';
import { getOrders } from './api/get-orders';
import { StatusBadge } from './status-badge';
import { shortOrderId } from './format';
import { OrderDetailsDialog } from './order-details-dialog';
import { LoadMore } from '../../ui/controls/load-more';
import { useStaffPagedQuery } from '../../ui/data/use-staff-paged-query';
import { queryKeys } from '../../lib/query-keys';

const COLUMNS = ['Order', 'Customer', 'Items', 'Total', 'Status', 'Placed', ''];

/** As a card: who and the status on top, then the order's figures, then View. */
const CARD =
  '@max-5xl:grid-cols-[minmax(0,1fr)_auto] ' +
  "@max-5xl:[grid-template-areas:'customer_status'_'order_total'_'items_placed'_'view_view']";

export function OrdersSection({ onChanged }: { onChanged: () => void }) {
  const orders = useStaffPagedQuery(queryKeys.orders, getOrders);
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
      <DataTable label="Recent orders table" columns={COLUMNS} unnamedLabel="View" bodyClassName="@xl:grid-cols-2">
        {rows.length === 0 && (
          <TableStatus
            colSpan={COLUMNS.length}
            noun="orders"
            loading={orders.loading}
            failed={orders.failed}
            onRetry={orders.reload}
            empty="No orders yet. Place one from a confirmed reservation above."
          />
        )}
        {rows.map((order) => (
          <Row key={order._id} className={CARD}>
            <Cell className="[grid-area:order] font-mono text-xs">#{shortOrderId(order._id)}</Cell>
            <Cell className="[grid-area:customer] max-w-56 break-words @max-5xl:max-w-none @max-5xl:font-semibold">
              {order.customerName}
            </Cell>
            <Cell label="Items" className="[grid-area:items]">
              {order.items.reduce((n, line) => n + line.quantity, 0)}
            </Cell>
            <Cell className="[grid-area:total] tabular-nums @max-5xl:justify-self-end @max-5xl:font-semibold">
              {formatCents(order.totalAmount)}
            </Cell>
            <Cell className="[grid-area:status] @max-5xl:justify-self-end">
              <StatusBadge status={order.status} />
            </Cell>
            <Cell
              label="Placed"
              className="[grid-area:placed] whitespace-nowrap text-xs text-muted @max-5xl:text-right"
            >
              {formatInstant(order.createdAt)}
            </Cell>
            <Cell className={`[grid-area:view] ${table.actionsCell}`}>
              <button type="button" onClick={() => setViewing(order._id)} className={staffButton('secondary')}>
                <Eye aria-hidden="true" className="size-4" />
                View
              </button>
            </Cell>
          </Row>
        ))}
      </DataTable>
      <LoadMore noun="orders" list={orders} />
      <OrderDetailsDialog order={current} onClose={() => setViewing(null)} onChanged={onChanged} />
    </StaffSection>
  );
}

import { Mail } from 'lucide-react';
import { Cell, DataTable, Row, table, TableStatus } from '../../ui/controls/data-table';
import { staffButton } from '../../ui/controls/staff-button';
import { formatInstant } from '../../ui/format/dates';
import { EmailStatusBadge } from './email-status-badge';
import { kindLabel } from './email-labels';
import type { OutboxEmail } from './api/get-emails';

type Props = {
  rows: readonly OutboxEmail[];
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
  onOpen: (email: OutboxEmail) => void;
};

const COLUMNS = ['When (Berlin)', 'To', 'Kind', 'Subject', 'Status', ''];

/**
 * As a card: the subject and status on top, then the address, the kind and when, then Open. Subjects
 * run long, so the cards stay one per line, and a wider card puts address, kind and time side by side.
 */
const CARD =
  '@max-5xl:grid-cols-[minmax(0,1fr)_auto] ' +
  "@max-5xl:[grid-template-areas:'subject_status'_'to_to'_'kind_when'_'open_open'] " +
  '@xl:grid-cols-[minmax(0,1fr)_auto_auto] ' +
  "@xl:[grid-template-areas:'subject_subject_status'_'to_kind_when'_'open_open_open']";

/** Addresses and subjects hold guests' text: rendered as React text, never as HTML. */
export function EmailsTable({ rows, loading, failed, filtered, onRetry, onOpen }: Props) {
  return (
    <DataTable label="Emails table" columns={COLUMNS} unnamedLabel="Open">
      {rows.length === 0 && (
        <TableStatus
          colSpan={COLUMNS.length}
          noun="emails"
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          empty={
            filtered
              ? 'No emails to this address.'
              : 'No emails yet. Bookings, confirmations and data requests will appear here.'
          }
        />
      )}
      {rows.map((email) => (
        <Row key={email.id} className={CARD}>
          <Cell
            label="When (Berlin)"
            className="[grid-area:when] whitespace-nowrap tabular-nums @max-5xl:text-right @max-5xl:text-xs"
          >
            {formatInstant(email.createdAt)}
          </Cell>
          <Cell label="To" className="[grid-area:to] max-w-56 break-all text-xs @max-5xl:max-w-none">
            {email.to}
          </Cell>
          <Cell label="Kind" className="[grid-area:kind] whitespace-nowrap text-xs">
            {kindLabel(email.kind)}
          </Cell>
          <Cell className="[grid-area:subject] max-w-80 break-words @max-5xl:max-w-none @max-5xl:font-semibold">
            {email.subject}
          </Cell>
          <Cell className="[grid-area:status] @max-5xl:justify-self-end">
            <EmailStatusBadge status={email.status} />
          </Cell>
          <Cell className={`[grid-area:open] ${table.actionsCell}`}>
            <button type="button" onClick={() => onOpen(email)} className={staffButton('secondary')}>
              <Mail aria-hidden="true" className="size-4" />
              Open<span className="sr-only">: {email.subject}</span>
            </button>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

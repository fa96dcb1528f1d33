import { Mail } from 'lucide-react';
import { table, TableFrame, TableHead, TableStatus } from '../../ui/data-table';
import { staffButton } from '../../ui/staff-button';
import { formatInstant } from '../../ui/dates';
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

/** Addresses and subjects hold guests' text: rendered as React text, never as HTML. */
export function EmailsTable({ rows, loading, failed, filtered, onRetry, onOpen }: Props) {
  return (
    <TableFrame label="Emails table">
      <table className={table.root}>
        <TableHead columns={COLUMNS} unnamedLabel="Open" />
        <tbody>
          {rows.length === 0 && (
            <TableStatus colSpan={COLUMNS.length} noun="emails" loading={loading} failed={failed} onRetry={onRetry}
              empty={filtered ? 'No emails to this address.' : 'No emails yet. Bookings, confirmations and data requests will appear here.'} />
          )}
          {rows.map((email) => (
            <tr key={email.id} className={table.row}>
              <td className={`${table.td} whitespace-nowrap tabular-nums`}>{formatInstant(email.createdAt)}</td>
              <td className={`${table.td} max-w-56 break-all text-xs`}>{email.to}</td>
              <td className={`${table.td} whitespace-nowrap text-xs`}>{kindLabel(email.kind)}</td>
              <td className={`${table.td} max-w-80 break-words`}>{email.subject}</td>
              <td className={table.td}><EmailStatusBadge status={email.status} /></td>
              <td className={table.td}>
                <button type="button" onClick={() => onOpen(email)} className={staffButton('secondary')}>
                  <Mail aria-hidden="true" className="size-4" />Open<span className="sr-only">: {email.subject}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

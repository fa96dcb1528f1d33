import type { ReactNode } from 'react';

/**
 * Class names shared by every staff table, so they read the same everywhere. Where the table has
 * less than 64rem of room (a tablet either way up, a phone), each row becomes a card instead of
 * scrolling sideways, where its buttons would sit off-screen. A table places its cells in the card
 * with `grid-template-areas` on the row and `grid-area` on each cell (see ReservationsTable).
 */
export const table = {
  root: 'w-full border-collapse text-left text-sm @max-5xl:block',
  head: 'bg-sand/60 text-xs font-semibold uppercase tracking-wide text-muted @max-5xl:sr-only',
  body: '@max-5xl:grid @max-5xl:gap-3',
  th: 'px-3 py-2.5 font-semibold',
  row:
    'border-t border-sand align-top hover:bg-cream/70 ' +
    '@max-5xl:grid @max-5xl:gap-x-4 @max-5xl:gap-y-2.5 @max-5xl:rounded-xl @max-5xl:border-0 @max-5xl:bg-white @max-5xl:p-3.5 @max-5xl:ring-1 @max-5xl:ring-sand',
  td: 'px-3 py-2.5 @max-5xl:block @max-5xl:min-w-0 @max-5xl:p-0',
  /** A card's buttons, set a little apart from the details above them. */
  actionsCell: '@max-5xl:pt-1',
} as const;

/**
 * The frame every staff table sits in. It measures its own width (a CSS container), so a table
 * turns into cards wherever it is too narrow, whatever the screen. Wide tables still scroll sideways
 * inside it rather than squash; the frame is focusable and named so keyboard users can scroll it
 * too (axe: scrollable-region-focusable).
 */
function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="@container">
      {/* `relative` keeps screen-reader-only text (absolutely positioned) inside the scroller;
          without it, those 1 px spans widen the whole page on a phone. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-sand @max-5xl:overflow-visible @max-5xl:bg-transparent @max-5xl:ring-0"
      >
        {children}
      </div>
    </div>
  );
}

/**
 * A staff table: named frame, header row and body. The roles are spelled out because a table
 * drawn as cards (display: grid) loses its implicit ones in some browsers (Safari); with them,
 * screen readers still announce rows and column headers on every screen size.
 */
export function DataTable({
  label,
  columns,
  unnamedLabel,
  bodyClassName = '',
  children,
}: {
  label: string;
  columns: readonly string[];
  unnamedLabel?: string;
  /** e.g. two cards side by side where there is room for them. */
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <TableFrame label={label}>
      <table role="table" className={table.root}>
        <TableHead columns={columns} unnamedLabel={unnamedLabel} />
        <tbody role="rowgroup" className={`${table.body} ${bodyClassName}`}>
          {children}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** One row of a staff table; `className` carries its card layout. */
export function Row({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <tr role="row" className={`${table.row} ${className}`}>
      {children}
    </tr>
  );
}

/**
 * One cell. `label` is shown above the value only in the card layout, where the header row is
 * hidden; screen readers get the column header instead, so the label is hidden from them.
 */
export function Cell({
  label,
  className = '',
  children,
}: {
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <td role="cell" className={`${table.td} ${className}`}>
      {label && (
        <span
          aria-hidden="true"
          className="mb-0.5 hidden text-[0.7rem] font-semibold uppercase tracking-wide text-muted @max-5xl:block"
        >
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

/** One full-width cell for the loading and empty states of a table. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr
      role="row"
      className="border-t border-sand @max-5xl:col-span-full @max-5xl:block @max-5xl:rounded-xl @max-5xl:border-0 @max-5xl:bg-white @max-5xl:ring-1 @max-5xl:ring-sand"
    >
      <td role="cell" colSpan={colSpan} className="px-3 py-8 text-center text-sm text-muted @max-5xl:block">
        {children}
      </td>
    </tr>
  );
}

/**
 * The one row a staff table shows while it has no rows: loading, failed (with a retry), or empty.
 * `noun` names the rows ("reservations"), so every table words its states the same way.
 */
export function TableStatus({
  colSpan,
  noun,
  loading,
  failed,
  onRetry,
  empty,
}: {
  colSpan: number;
  noun: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: ReactNode;
}) {
  return (
    <TableMessage colSpan={colSpan}>
      {loading ? (
        `Loading ${noun}…`
      ) : failed ? (
        <>
          {`${noun[0].toUpperCase()}${noun.slice(1)} could not be loaded.`}{' '}
          <button type="button" onClick={onRetry} className="font-semibold text-leaf underline">
            Try again
          </button>
        </>
      ) : (
        empty
      )}
    </TableMessage>
  );
}

/**
 * The header row every staff table shares. A column with an empty name still gets a header
 * cell, named for screen readers by `unnamedLabel` (e.g. a column of View buttons).
 */
function TableHead({ columns, unnamedLabel = 'Actions' }: { columns: readonly string[]; unnamedLabel?: string }) {
  return (
    <thead role="rowgroup" className={table.head}>
      <tr role="row">
        {columns.map((c, i) => (
          <th key={i} role="columnheader" scope="col" className={table.th}>
            {c || <span className="sr-only">{unnamedLabel}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

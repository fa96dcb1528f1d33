import type { ReactNode } from 'react';

/** Class names shared by every staff table, so they read the same everywhere. */
export const table = {
  root: 'w-full min-w-[44rem] border-collapse text-left text-sm',
  head: 'bg-sand/60 text-xs font-semibold uppercase tracking-wide text-muted',
  th: 'px-3 py-2.5 font-semibold',
  row: 'border-t border-sand align-top hover:bg-cream/70',
  td: 'px-3 py-2.5',
} as const;

/**
 * Tables scroll sideways inside this frame on narrow screens rather than squashing. The frame
 * is focusable and named, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // `relative` keeps screen-reader-only text (absolutely positioned) inside the scroller;
    // without it, those 1 px spans widen the whole page on a phone.
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-sand">
      {children}
    </div>
  );
}

/** One full-width cell for the loading and empty states of a table. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr className="border-t border-sand">
      <td colSpan={colSpan} className="px-3 py-8 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}

/**
 * The one row a staff table shows while it has no rows: loading, failed (with a retry), or empty.
 * `noun` names the rows ("reservations"), so every table words its states the same way.
 */
export function TableStatus({ colSpan, noun, loading, failed, onRetry, empty }: {
  colSpan: number;
  noun: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: ReactNode;
}) {
  return (
    <TableMessage colSpan={colSpan}>
      {loading ? `Loading ${noun}…` : failed ? (
        <>
          {`${noun[0].toUpperCase()}${noun.slice(1)} could not be loaded.`}{' '}
          <button type="button" onClick={onRetry} className="font-semibold text-leaf underline">Try again</button>
        </>
      ) : empty}
    </TableMessage>
  );
}

/**
 * The header row every staff table shares. A column with an empty name still gets a header
 * cell, named for screen readers by `unnamedLabel` (e.g. a column of View buttons).
 */
export function TableHead({ columns, unnamedLabel = 'Actions' }: { columns: readonly string[]; unnamedLabel?: string }) {
  return (
    <thead className={table.head}>
      <tr>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={table.th}>
            {c || <span className="sr-only">{unnamedLabel}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

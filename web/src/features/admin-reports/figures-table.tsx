import type { ReactNode } from 'react';

/**
 * A chart's figures as a plain table: the same numbers for screen readers, copying and anyone who
 * reads tables better than bars. Wide ones scroll inside a named, focusable frame (axe:
 * scrollable-region-focusable).
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-xl bg-white ring-1 ring-sand"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-sand text-xs font-semibold uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`px-3 py-2 ${i > 0 ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className="border-t border-sand">
              {cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-1.5 font-normal text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-1.5 text-right tabular-nums text-ink">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A long table behind a disclosure, so the page stays short; the chart above says the same. */
export function FiguresDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-leaf underline-offset-2 hover:underline">
        {summary}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';
import type { Report } from './api/get-report';
import { FiguresDisclosure, FiguresTable } from './figures-table';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The hours that had covers, in order, and each weekday's covers at each hour. */
function grid(cells: Report['heatMap']) {
  // Every hour from the first to the last with covers, so the columns read as a clock.
  const seen = cells.map((cell) => Number(cell.hour));
  const first = Math.min(...seen);
  const hours =
    seen.length === 0
      ? []
      : Array.from({ length: Math.max(...seen) - first + 1 }, (_, i) => String(first + i).padStart(2, '0'));
  const covers = (weekday: number, hour: string) =>
    cells.find((cell) => cell.weekday === weekday && cell.hour === hour)?.covers ?? 0;
  return { hours, covers };
}

/**
 * Covers by weekday and hour, darker where busier (SVG, decision 054). One tab stop; the arrow keys
 * move across hours and weekdays, each cell named with its weekday, hour and covers. The table
 * below holds the same numbers.
 */
export function HeatMap({ cells }: { cells: Report['heatMap'] }) {
  const { hours, covers } = grid(cells);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [shown, setShown] = useState<string | null>(null);
  const refs = useRef(new Map<string, SVGRectElement | null>());
  if (hours.length === 0) return <p className="text-sm text-muted">Nothing to show for this range.</p>;
  const max = Math.max(1, ...cells.map((cell) => cell.covers));
  const name = (row: number, col: number) => `${WEEKDAYS[row]} ${hours[col]}:00: ${covers(row + 1, hours[col])} covers`;

  const move = (event: KeyboardEvent, row: number, col: number) => {
    const step = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = {
      row: Math.min(6, Math.max(0, row + step[0])),
      col: Math.min(hours.length - 1, Math.max(0, col + step[1])),
    };
    setActive(next);
    refs.current.get(`${next.row}-${next.col}`)?.focus();
  };

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-1 text-xs text-muted">
        <div aria-hidden="true" className="grid grid-rows-7 gap-px">
          {WEEKDAYS.map((day) => (
            <span key={day} className="flex items-center">
              {day}
            </span>
          ))}
        </div>
        <svg
          role="group"
          aria-label="Covers by weekday and hour. Use the arrow keys to read each hour."
          viewBox={`0 0 ${hours.length * 10} 70`}
          preserveAspectRatio="none"
          className="block h-48 w-full rounded-lg bg-white ring-1 ring-sand"
        >
          {WEEKDAYS.map((_, row) =>
            hours.map((hour, col) => {
              const value = covers(row + 1, hour);
              const key = `${row}-${col}`;
              return (
                <rect
                  key={key}
                  ref={(node) => {
                    refs.current.set(key, node);
                  }}
                  role="img"
                  aria-label={name(row, col)}
                  tabIndex={row === active.row && col === active.col ? 0 : -1}
                  onKeyDown={(event) => move(event, row, col)}
                  onFocus={() => setShown(name(row, col))}
                  onBlur={() => setShown(null)}
                  onPointerEnter={() => setShown(name(row, col))}
                  onPointerLeave={() => setShown(null)}
                  x={col * 10 + 0.5}
                  y={row * 10 + 0.5}
                  width={9}
                  height={9}
                  vectorEffect="non-scaling-stroke"
                  fillOpacity={value === 0 ? 1 : 0.15 + 0.85 * (value / max)}
                  className={`outline-none focus:stroke-ink focus:[stroke-width:2px] ${value === 0 ? 'fill-sand' : 'fill-leaf'}`}
                />
              );
            }),
          )}
        </svg>
        <span />
        <div aria-hidden="true" className="flex text-center">
          {hours.map((hour) => (
            <span key={hour} className="min-w-0 flex-1 truncate">
              {hour}
            </span>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="text-xs font-semibold text-ink">
        {shown ?? `Busiest hour: ${max} covers`}
      </p>
      <FiguresDisclosure summary="Show the busy times as a table">
        <FiguresTable
          caption="Covers by weekday and hour"
          columns={['Weekday', ...hours.map((hour) => `${hour}:00`)]}
          rows={WEEKDAYS.map((day, row) => [day, ...hours.map((hour) => covers(row + 1, hour))])}
        />
      </FiguresDisclosure>
    </div>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';

export type Bar = { label: string; value: number };

const HEIGHT = 100;
/** Up to this many bars, each is labelled below; more, only the first and last. */
const LABELLED_BARS = 12;

/**
 * Bars drawn as SVG by hand (decision 054: no chart library earns its bytes here). The chart is
 * one tab stop; the arrow keys, Home and End move between the bars, each named with its label
 * and value, and the value of the bar in focus or under the pointer is written out below.
 */
export function BarChart({ title, bars, unit }: { title: string; bars: readonly Bar[]; unit: string }) {
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const refs = useRef<(SVGGElement | null)[]>([]);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = 100 / Math.max(1, bars.length);
  const gap = bars.length > 60 ? 0 : slot * 0.2;
  const describe = (bar: Bar) => `${bar.label}: ${bar.value} ${unit}`;

  const move = (event: KeyboardEvent, from: number) => {
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: bars.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = Math.min(bars.length - 1, Math.max(0, to));
    setActive(next);
    refs.current[next]?.focus();
  };

  if (bars.length === 0) return <p className="text-sm text-muted">Nothing to show for this range.</p>;
  const current = bars[shown ?? -1];
  return (
    <figure className="space-y-1">
      <svg
        role="group"
        aria-label={`${title}. Use the arrow keys to read each bar.`}
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-40 w-full overflow-visible rounded-lg bg-white ring-1 ring-sand"
      >
        {bars.map((bar, i) => {
          const height = (bar.value / max) * (HEIGHT - 4);
          return (
            <g
              key={bar.label}
              ref={(node) => {
                refs.current[i] = node;
              }}
              role="img"
              aria-label={describe(bar)}
              tabIndex={i === active ? 0 : -1}
              onKeyDown={(event) => move(event, i)}
              onFocus={() => setShown(i)}
              onBlur={() => setShown(null)}
              onPointerEnter={() => setShown(i)}
              onPointerLeave={() => setShown(null)}
              className="fill-leaf outline-none hover:fill-tamarind focus:fill-tamarind focus:stroke-ink focus:[stroke-width:2px]"
            >
              {/* The full-height strip makes a thin bar easy to point at. */}
              <rect
                x={i * slot}
                y={0}
                width={slot}
                height={HEIGHT}
                className="fill-transparent"
                vectorEffect="non-scaling-stroke"
              />
              <rect x={i * slot + gap / 2} y={HEIGHT - height} width={slot - gap} height={height} stroke="none" />
            </g>
          );
        })}
      </svg>
      {bars.length <= LABELLED_BARS && (
        <div aria-hidden="true" className="flex text-center text-xs text-muted">
          {bars.map((bar) => (
            <span key={bar.label} className="min-w-0 flex-1 truncate px-0.5">
              {bar.label}
            </span>
          ))}
        </div>
      )}
      <figcaption className="flex justify-between gap-2 text-xs text-muted">
        <span>{bars.length > LABELLED_BARS && bars[0]?.label}</span>
        <span aria-live="polite" className="font-semibold text-ink">
          {current ? describe(current) : `Highest: ${max} ${unit}`}
        </span>
        <span>{bars.length > LABELLED_BARS && bars.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}

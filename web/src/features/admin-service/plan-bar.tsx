import type { ComponentType } from 'react';
import { AlarmClock, Armchair, Check, Hourglass, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { ServiceBooking } from './api/get-service-day';
import { barName } from './plan-layout';
import { cssVars } from './css-vars';

export type BarLook = 'pending' | 'confirmed' | 'seated' | 'late' | 'completed';

/** Each state has its own icon and border as well as its colour: colour alone is never the signal. */
export const BAR_LOOKS: Record<BarLook, { label: string; tone: string; Icon?: ComponentType<{ className?: string }> }> =
  {
    confirmed: { label: 'Confirmed', tone: 'border border-leaf/70 bg-[#e3efe6] text-leaf-dark' },
    pending: {
      label: 'Pending',
      tone: 'border border-dotted border-[#8a6200] bg-[#fdf3dc] text-[#6b4a00]',
      Icon: Hourglass,
    },
    seated: { label: 'Seated', tone: 'border-l-4 border-[#0f2a40] bg-[#1d4566] text-white', Icon: Armchair },
    late: { label: 'Late', tone: 'border-2 border-dashed border-chilli bg-[#fdecea] text-[#7d1a14]', Icon: AlarmClock },
    completed: { label: 'Completed', tone: 'border border-[#4a3f36]/30 bg-[#ece8e4] text-[#4a3f36]', Icon: Check },
  };

function barLook(b: ServiceBooking, late: boolean): BarLook {
  if (late) return 'late';
  return b.status === 'seated' || b.status === 'pending' || b.status === 'completed' ? b.status : 'confirmed';
}

type Props = {
  booking: ServiceBooking;
  late: boolean;
  left: number;
  width: number;
  /** Which of the row's lanes, of how many: overlapping bookings on one table stack. */
  lane: number;
  lanes: number;
  lift: number | null;
  busy: boolean;
  pointer: Record<string, (e: React.PointerEvent<HTMLElement>) => void>;
  onActivate: () => void;
};

/** One booking on its table's row, from its start to its end; a button that opens "Move to…", and draggable. */
export function PlanBar({ booking: b, late, left, width, lane, lanes, lift, busy, pointer, onActivate }: Props) {
  const look = BAR_LOOKS[barLook(b, late)];
  const name = barName(b, late);
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      aria-busy={busy || undefined}
      onClick={onActivate}
      {...pointer}
      ref={cssVars({
        '--bar-left': `${left}%`,
        '--bar-width': `${width}%`,
        '--bar-lift': `${lift ?? 0}px`,
        '--bar-top': `calc(${(lane / lanes) * 100}% + 2px)`,
        '--bar-height': `calc(${100 / lanes}% - 4px)`,
      })}
      className={`absolute top-(--bar-top) left-(--bar-left) h-(--bar-height) z-[1] w-(--bar-width) translate-y-(--bar-lift) flex min-w-0 cursor-grab touch-none select-none items-center gap-1 overflow-hidden rounded-md px-1.5 text-left text-xs font-semibold shadow-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-tamarind active:cursor-grabbing ${look.tone} ${lift === null ? '' : 'z-20 opacity-90 shadow-lg ring-2 ring-tamarind'}`}
    >
      {look.Icon && <look.Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      {b.overCapacity && <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />}
      {b.allergies && <ShieldAlert aria-hidden="true" className="size-3.5 shrink-0" data-allergy-mark />}
      <span className="truncate">{b.name}</span>
      <span className="shrink-0 tabular-nums">· {b.guests}</span>
    </button>
  );
}

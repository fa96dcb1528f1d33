import { CalendarClock, CalendarX2, CalendarPlus } from 'lucide-react';
import { formatIsoDate } from '../../ui/format/dates';
import { formatSlotTime } from './slot-time';
import type { GridDay } from './use-schedule-window';

const STATE = {
  open: { label: 'Open', icon: CalendarClock, card: 'bg-white ring-leaf/40', badge: 'bg-[#e3efe6] text-leaf-dark' },
  closed: { label: 'Closed', icon: CalendarX2, card: 'bg-[#fbefed] ring-chilli/30', badge: 'bg-chilli text-white' },
  pending: {
    label: 'Pending',
    icon: CalendarPlus,
    card: 'bg-cream ring-sand border-dashed',
    badge: 'bg-sand text-ink',
  },
} as const;

function slotsSummary(slots: readonly { time: string; available: boolean }[]): string {
  const open = slots.filter((s) => s.available);
  if (open.length === 0) return 'Open, but no bookable slots';
  return `${open.length} slot${open.length === 1 ? '' : 's'} · ${formatSlotTime(open[0].time)}–${formatSlotTime(open.at(-1)!.time)}`;
}

/** The day as its exception or, without one, its weekday's rules make it (issue 29). */
function summary(day: GridDay): string {
  if (day.state === 'pending')
    return day.rule.length ? `By rule: ${slotsSummary(day.rule)}` : 'Closed by the weekly hours';
  if (day.state === 'closed') return 'Exception: closed all day';
  return `Exception: ${slotsSummary(day.record!.timeSlots)}`;
}

type Props = { days: readonly GridDay[]; today: string; loading: boolean; onPick: (day: GridDay) => void };

/** Each day is a button: its state in words and an icon, never by colour alone. */
export function ScheduleGrid({ days, today, loading, onPick }: Props) {
  return (
    <ol
      aria-label="The next 14 days"
      aria-busy={loading}
      className={`grid grid-cols-1 gap-2.5 min-[480px]:grid-cols-2 md:grid-cols-4 xl:grid-cols-7 ${loading ? 'opacity-50' : ''}`}
    >
      {days.map((day) => {
        const look = STATE[day.state];
        const Icon = look.icon;
        const past = day.date < today;
        return (
          <li key={day.date}>
            <button
              type="button"
              disabled={loading}
              onClick={() => onPick(day)}
              className={`flex h-full min-h-28 w-full flex-col gap-1.5 rounded-xl p-3 text-left ring-1 transition hover:ring-2 hover:ring-tamarind/50 ${look.card} ${past ? 'opacity-70' : ''} ${day.date === today ? 'outline-2 outline-offset-2 outline-turmeric' : ''}`}
            >
              <span className="whitespace-nowrap text-sm font-semibold text-ink">
                {formatIsoDate(day.date, 'short')}
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${look.badge}`}
                >
                  <Icon aria-hidden="true" className="size-3.5" />
                  {look.label}
                </span>
                {day.date === today && <span className="text-xs font-bold uppercase text-leaf">Today</span>}
              </span>
              <span className="text-xs text-muted">{summary(day)}</span>
              {day.record?.specialNote && (
                <span className="line-clamp-2 text-xs break-words text-ink italic">{day.record.specialNote}</span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

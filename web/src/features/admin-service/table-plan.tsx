import { berlinToday, berlinWallClock } from '../../../../shared/berlin-time';
import type { ServiceBooking, ServiceDay } from './api/get-service-day';
import type { Room } from './api/get-room';
import { clockOf, isLate, lanesOf, onPlan, planAxis, planRows, spanOf, type PlanRow } from './plan-layout';
import { PlanBar } from './plan-bar';
import { PlanLegend } from './plan-legend';
import { useBarDrag } from './use-bar-drag';
import { cssVars } from './css-vars';

type Props = {
  date: string;
  day: ServiceDay;
  room: Room;
  busyId: string | null;
  onOpen: (booking: ServiceBooking) => void;
  onDrop: (booking: ServiceBooking, tableId: string) => void;
};

const PX_PER_MINUTE = 2;
const LABEL = 'w-20 shrink-0 sm:w-24';

/**
 * The day's table plan (issue 28): a row per active table, time across, each booking a bar from
 * its start to its end. The time axis scrolls inside the plan; the table names stay at the left.
 */
export function TablePlan({ date, day, room, busyId, onOpen, onDrop }: Props) {
  const bookings = day.reservations.filter(onPlan);
  const axis = planAxis(
    day.slots.map((s) => s.time),
    bookings,
  );
  const { areas, unplaced } = planRows(room.tables, bookings);
  const total = axis.end - axis.start;
  const now = berlinWallClock(new Date());
  const nowMinutes = date === berlinToday() ? Number(now.slice(11, 13)) * 60 + Number(now.slice(14)) : null;
  const { drag, handlers, consumeDragClick } = useBarDrag((id, tableId) => {
    const booking = bookings.find((b) => b._id === id);
    if (booking && !booking.tables?.some((t) => t.id === tableId)) onDrop(booking, tableId);
  });
  const at = (minutes: number) => ((minutes - axis.start) / total) * 100;
  const hourWidth = (60 / total) * 100;

  // A completed booking has left its table: its bar opens the dialog (which says so) but does not drag.
  // Called, not mounted as a component: a component made here would remount on every drag frame.
  function renderRow(row: PlanRow<ServiceBooking>) {
    const { lane, lanes } = lanesOf(row.bookings);
    return (
      <div key={row.id || 'none'} className="flex border-t border-sand">
        <div className={`${LABEL} sticky left-0 z-10 flex flex-col justify-center bg-white px-2 py-1`}>
          <span className="text-sm font-semibold text-ink">{row.name}</span>
          {row.maxCovers > 0 && <span className="text-xs text-muted">up to {row.maxCovers}</span>}
        </div>
        <div
          data-table-row={row.id || undefined}
          className={`relative ${lanes === 1 ? 'h-12' : lanes === 2 ? 'h-20' : 'h-28'} flex-1 bg-[linear-gradient(to_right,#e9dcc4_1px,transparent_1px)] [background-size:var(--half-hour)_100%] ${drag?.over === row.id && row.id ? 'bg-[#e3efe6]' : ''}`}
        >
          {row.bookings.map((b) => {
            const span = spanOf(b);
            return (
              <PlanBar
                key={b._id}
                booking={b}
                late={isLate(b, date, now)}
                left={at(span.start)}
                width={at(span.end) - at(span.start)}
                lane={lane.get(b._id) ?? 0}
                lanes={lanes}
                lift={drag?.id === b._id ? drag.dy : null}
                busy={busyId === b._id}
                pointer={b.status === 'completed' ? {} : handlers(b._id)}
                onActivate={() => !consumeDragClick() && onOpen(b)}
              />
            );
          })}
          {nowMinutes !== null && nowMinutes >= axis.start && nowMinutes <= axis.end && (
            <div
              aria-hidden="true"
              ref={cssVars({ '--now': `${at(nowMinutes)}%` })}
              className="absolute inset-y-0 left-(--now) w-0.5 bg-chilli"
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="table-plan-heading" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="table-plan-heading" className="font-display text-xl font-semibold text-tamarind-dark">
          Table plan
        </h3>
        <p className="text-sm text-muted">Drag a booking to another table, or choose it to move it.</p>
      </div>
      <PlanLegend />
      {/* Focusable so the axis can be scrolled from the keyboard even on a day with no bookings. */}
      <div
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-white ring-1 ring-sand"
        aria-label="Tables by time"
        role="group"
      >
        <div
          ref={cssVars({
            '--plan-width': `calc(6rem + ${total * PX_PER_MINUTE}px)`,
            '--half-hour': `${hourWidth / 2}%`,
          })}
          className="min-w-(--plan-width)"
        >
          <div className="flex" aria-hidden="true">
            <div className={`${LABEL} sticky left-0 z-10 bg-white px-2 py-1 text-xs font-semibold text-muted`}>
              Table
            </div>
            <div className="relative h-7 flex-1">
              {axis.hours.map((h) => (
                <span
                  key={h}
                  ref={cssVars({ '--tick': `${at(h)}%` })}
                  className="absolute left-(--tick) top-1 pl-1 text-xs tabular-nums text-muted"
                >
                  {clockOf(h)}
                </span>
              ))}
            </div>
          </div>
          {areas.map(({ area, rows }) => (
            <div key={area} role="group" aria-label={area}>
              <div className="border-t border-sand bg-sand/50 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">
                <span className="sticky left-0 px-2">{area}</span>
              </div>
              {rows.map(renderRow)}
            </div>
          ))}
          {unplaced.length > 0 && (
            <div role="group" aria-label="No table">
              {renderRow({ id: '', name: 'No table', maxCovers: 0, bookings: unplaced })}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

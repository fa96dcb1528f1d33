import { TriangleAlert } from 'lucide-react';
import { formatIsoDate } from '../../ui/format/dates';
import type { MisfitBooking } from './api/get-misfits';

type Props = {
  date: string;
  misfits: MisfitBooking[];
  /** Brings the booking's card into view (the list view has one for each booking). */
  onOpenBooking: (id: string) => void;
  onShowDay: (date: string) => void;
};

const bookings = (n: number) => (n === 1 ? '1 booking is' : `${n} bookings are`);
const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

/**
 * The bookings that no longer fit their day's hours (issue 29): changing the hours never cancels
 * one, so staff see them on their day, call the guest, then move or cancel the booking. The other
 * days that have some are offered one tap away.
 */
export function MisfitsNotice({ date, misfits, onOpenBooking, onShowDay }: Props) {
  const onThisDay = misfits.filter((m) => m.date === date);
  const otherDays = [...new Set(misfits.map((m) => m.date))].filter((d) => d !== date);
  if (onThisDay.length === 0 && otherDays.length === 0) return null;
  return (
    <div className="space-y-2">
      {onThisDay.length > 0 && (
        <section
          aria-labelledby="misfits-notice-heading"
          className="rounded-xl bg-[#fdecea] p-3 text-sm text-[#7d1a14] ring-1 ring-chilli/40 sm:p-4"
        >
          <h3 id="misfits-notice-heading" className="flex items-start gap-2 text-base font-semibold">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {bookings(onThisDay.length)} outside the opening hours
          </h3>
          <p className="mt-1 text-ink">
            The hours changed after these were booked. They still stand: call the guest, then move the booking to an
            open time or cancel it.
          </p>
          <ul className="mt-2 space-y-1">
            {onThisDay.map((m) => (
              <li key={m.id}>
                <a
                  href={`#booking-${m.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpenBooking(m.id);
                  }}
                  className="font-semibold text-ink underline underline-offset-2"
                >
                  <span className="tabular-nums">{m.time}</span> · {m.name}
                </a>{' '}
                <span className="text-ink">
                  · {guests(m.guests)} · {m.status}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {otherDays.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
          <span className="inline-flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-[#7d1a14]" />
            Bookings outside the opening hours on other days:
          </span>
          {otherDays.map((d) => (
            <button
              key={d}
              type="button"
              onClick={() => onShowDay(d)}
              className="inline-flex min-h-6 items-center font-semibold text-leaf-dark underline underline-offset-2"
            >
              {formatIsoDate(d, 'short')} ({misfits.filter((m) => m.date === d).length})
            </button>
          ))}
        </p>
      )}
    </div>
  );
}

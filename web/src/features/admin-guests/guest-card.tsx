import { Link } from 'react-router';
import { CalendarClock, ChevronRight, NotebookPen } from 'lucide-react';
import { guestPath } from '../../../../shared/guest-key';
import { bookingDay, countsLine, partySize } from './guest-format';
import type { GuestSummary } from './api/search-guests';
import { GuestTagChips } from '../../ui/controls/guest-tag-chips';

/** One search result: who, how to reach them, how their bookings went, what is next. The whole card opens their page. */
export function GuestCard({ guest }: { guest: GuestSummary }) {
  const { upcoming } = guest;
  return (
    <Link
      to={guestPath(guest.key)}
      className="group flex h-full items-start gap-3 rounded-xl bg-white p-3.5 ring-1 ring-sand transition-colors hover:bg-cream/70 hover:ring-tamarind/40"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="break-words font-semibold text-tamarind-dark group-hover:underline">{guest.name}</p>
          <GuestTagChips tags={guest.tags} />
          {guest.hasNotes && (
            <span className="inline-flex items-center gap-1 rounded-full bg-[#fdf3dc] px-2 py-0.5 text-xs font-semibold text-[#6b4a00] ring-1 ring-inset ring-turmeric/60">
              <NotebookPen aria-hidden="true" className="size-3.5" />
              Notes
            </span>
          )}
        </div>
        <div className="text-xs text-muted">
          {guest.email && <p className="break-all">{guest.email}</p>}
          {guest.phone && <p className="tabular-nums">{guest.phone}</p>}
        </div>
        <p className="text-sm font-medium text-ink">{countsLine(guest)}</p>
        {upcoming ? (
          <p className="flex items-start gap-1.5 text-xs text-leaf-dark">
            <CalendarClock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              Next: {bookingDay(upcoming.date)} at <span className="tabular-nums">{upcoming.time}</span> ·{' '}
              {partySize(upcoming.guests)} ({upcoming.status})
            </span>
          </p>
        ) : (
          guest.lastVisit && <p className="text-xs text-muted">Last visit {bookingDay(guest.lastVisit)}</p>
        )}
      </div>
      <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted group-hover:text-tamarind" />
    </Link>
  );
}

import { GuestTagChips } from '../../ui/controls/guest-tag-chips';
import type { ServiceBooking } from './api/get-service-day';

/**
 * What the host should know about the guest from earlier bookings (issue 31): staff's tags, and
 * the no-shows when there were any. A first-time guest shows nothing.
 */
export function GuestProfileBadges({ guest }: { guest: ServiceBooking['guest'] }) {
  if (!guest) return null;
  return (
    <>
      <GuestTagChips tags={guest.tags} />
      {guest.noShows > 0 && (
        <span className="inline-flex items-center rounded-full bg-[#f6e3e1] px-2 py-0.5 text-xs font-semibold text-[#7d1a14] ring-1 ring-inset ring-chilli/30">
          {guest.noShows === 1 ? '1 earlier no-show' : `${guest.noShows} earlier no-shows`}
        </span>
      )}
    </>
  );
}

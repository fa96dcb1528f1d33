import type { ReservationStatus } from '../../../../shared/constants';
import { Skeleton } from '../../ui/controls/skeleton';
import { mentionsAllergy } from '../../ui/dishes/allergy';
import type { ServiceBooking, ServiceDay } from './api/get-service-day';
import { BookingCard } from './booking-card';
import { SlotGroup } from './slot-group';
import { UnconfirmedFilter } from './unconfirmed-filter';
import { awaitsGuest } from './service-badges';

type Props = {
  day: { status: string; data?: ServiceDay };
  busyId: string | null;
  /** The bookings whose time no longer fits the day's hours (issue 29). */
  outsideHours: ReadonlySet<string>;
  onMove: (booking: ServiceBooking, to: ReservationStatus) => void;
  onEdit: (booking: ServiceBooking) => void;
  /** Only the bookings still ahead whose guest has not confirmed from the reminder (issue 31). */
  onlyUnconfirmed: boolean;
  onFilter: (onlyUnconfirmed: boolean) => void;
};

/** Whom staff call before service: a booking still ahead whose guest has not said they are coming. */
const unconfirmed = (b: ServiceBooking) => awaitsGuest(b.status) && !b.guestConfirmedAt;

/** The day's slots in time order, each with its bookings (any state, in the order they came in). */
export function ServiceSlots({ day, busyId, outsideHours, onMove, onEdit, onlyUnconfirmed, onFilter }: Props) {
  if (!day.data) {
    if (day.status === 'error')
      return (
        <p role="alert" className="text-sm font-medium text-chilli">
          The day could not be loaded. Please reload the page.
        </p>
      );
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const { isOpen, specialNote, slots, reservations } = day.data;
  const total = reservations.length;
  const toCall = reservations.filter(unconfirmed);
  const shown = onlyUnconfirmed ? toCall : reservations;
  return (
    <div aria-busy={day.status === 'loading'} className="space-y-4">
      {!isOpen && (
        <p className="rounded-lg bg-sand px-3 py-2 text-sm font-semibold text-ink">
          Closed this day: no bookings are taken.
        </p>
      )}
      {specialNote && <p className="rounded-lg bg-[#fdf3dc] px-3 py-2 text-sm text-ink">{specialNote}</p>}
      {total === 0 && <p className="text-sm text-muted">No bookings for this day yet.</p>}
      {total > 0 && <UnconfirmedFilter only={onlyUnconfirmed} count={toCall.length} onChange={onFilter} />}
      {onlyUnconfirmed && total > 0 && toCall.length === 0 && (
        <p className="text-sm text-muted">Every booking still ahead on this day is confirmed by its guest.</p>
      )}
      {slots.map((slot) => {
        const bookings = shown.filter((r) => r.time === slot.time);
        // Filtered, a slot with nobody to call is left out: the list is who to phone.
        if (onlyUnconfirmed && bookings.length === 0) return null;
        return (
          <SlotGroup key={slot.time} slot={slot} empty={bookings.length === 0}>
            {bookings.map((b) => (
              <BookingCard
                key={b._id}
                booking={b}
                allergy={Boolean(b.allergies) || mentionsAllergy(b.specialRequests, b.occasion)}
                outsideHours={outsideHours.has(b._id)}
                busy={busyId === b._id}
                onMove={onMove}
                onEdit={onEdit}
              />
            ))}
          </SlotGroup>
        );
      })}
    </div>
  );
}

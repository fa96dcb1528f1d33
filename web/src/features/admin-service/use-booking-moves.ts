import { useState } from 'react';
import type { ReservationStatus } from '../../../../shared/constants';
import { ApiFailure } from '../../lib/api-failure';
import { setBookingStatus } from './api/set-booking-status';
import { isSlotFull, type SlotFull } from './api/slot-full';
import type { ServiceBooking } from './api/get-service-day';

const DONE: Partial<Record<ReservationStatus, string>> = {
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  seated: 'seated',
  completed: 'completed',
  'no-show': 'marked as a no-show',
};

/** A move the server refused because it would take a place in a full slot (a late no-show seated). */
export type FullMove = { booking: ServiceBooking; to: ReservationStatus; refusal: SlotFull };

/**
 * Moving bookings along their states from the cards. Cancelling asks first (`asking`); a move into
 * a full slot comes back as `full`, for the explicit over-capacity confirmation; the rest happen at
 * once. One move at a time; the page reloads the day after each.
 */
export function useBookingMoves(reload: () => void, announce: (message: string) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<ServiceBooking | null>(null);
  const [full, setFull] = useState<FullMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function apply(booking: ServiceBooking, to: ReservationStatus, overCapacity = false) {
    setBusyId(booking._id);
    setFailure(null);
    try {
      const answer = await setBookingStatus(booking._id, to, overCapacity);
      if (isSlotFull(answer)) {
        setFull({ booking, to, refusal: answer });
        return;
      }
      setFull(null);
      announce(`${booking.name}: ${DONE[to] ?? to}${overCapacity ? ', over capacity' : ''}.`);
      reload();
    } catch (error) {
      setFull(null);
      setFailure(
        error instanceof ApiFailure && error.serverError
          ? error.serverError
          : 'The change could not be saved. Please try again.',
      );
    } finally {
      setBusyId(null);
      setAsking(null);
    }
  }

  return {
    busyId,
    asking,
    full,
    failure,
    move: (booking: ServiceBooking, to: ReservationStatus) =>
      to === 'cancelled' ? setAsking(booking) : void apply(booking, to),
    confirmCancel: () => asking && void apply(asking, 'cancelled'),
    keep: () => setAsking(null),
    confirmOverCapacity: () => full && void apply(full.booking, full.to, true),
    keepOut: () => setFull(null),
    dismissFailure: () => setFailure(null),
  };
}

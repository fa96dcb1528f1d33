import { useState } from 'react';
import type { ReservationStatus } from '../../../../shared/constants';
import { ApiFailure } from '../../lib/api-failure';
import { setBookingStatus } from './api/set-booking-status';
import type { ServiceBooking } from './api/get-service-day';

const DONE: Partial<Record<ReservationStatus, string>> = {
  confirmed: 'confirmed', cancelled: 'cancelled', seated: 'seated', completed: 'completed', 'no-show': 'marked as a no-show',
};

/**
 * Moving bookings along their states from the cards. Cancelling asks first (`asking`); the rest
 * happen at once. One move at a time; the page reloads the day after each.
 */
export function useBookingMoves(reload: () => void, announce: (message: string) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<ServiceBooking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function apply(booking: ServiceBooking, to: ReservationStatus) {
    setBusyId(booking._id);
    setFailure(null);
    try {
      await setBookingStatus(booking._id, to);
      announce(`${booking.name}: ${DONE[to] ?? to}.`);
      reload();
    } catch (error) {
      setFailure(error instanceof ApiFailure && error.serverError ? error.serverError : 'The change could not be saved. Please try again.');
    } finally {
      setBusyId(null);
      setAsking(null);
    }
  }

  return {
    busyId, asking, failure,
    move: (booking: ServiceBooking, to: ReservationStatus) => (to === 'cancelled' ? setAsking(booking) : void apply(booking, to)),
    confirmCancel: () => asking && void apply(asking, 'cancelled'),
    keep: () => setAsking(null),
    dismissFailure: () => setFailure(null),
  };
}

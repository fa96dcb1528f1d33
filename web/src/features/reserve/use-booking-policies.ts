import { useState } from 'react';
import { useGuestData } from '../../ui/data/use-guest-data';
import {
  DEFAULT_BOOKING_POLICIES,
  DRAWN_BOOKING_ATTRIBUTE,
  readDrawnBooking,
  type BookingPolicies,
  type DrawnBooking,
} from '../../../../shared/rules/reservation-window';
import { getBookingPolicies } from './api/get-booking-policies';

/** What the Worker drew the form with (worker/pages/reserve-form.ts); none in the build's prerender or the staff app. */
export function useDrawnBooking(): DrawnBooking | undefined {
  const [drawn] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : readDrawnBooking(document.querySelector(`[${DRAWN_BOOKING_ATTRIBUTE}]`)?.getAttribute(DRAWN_BOOKING_ATTRIBUTE)),
  );
  return drawn;
}

/**
 * The owner's window, same-day cutoff and large-party threshold (issue 29) for the form: the ones
 * the page was drawn with, so the island hydrates the markup drawn; else read from the settings,
 * the seed's while they load or when they cannot (the server refuses what the owner's do not
 * allow either way, in words that name them).
 */
export function useBookingPolicies(drawn: DrawnBooking | undefined): BookingPolicies {
  const policies = useGuestData(getBookingPolicies, drawn?.policies);
  return policies.status === 'success' ? policies.data : DEFAULT_BOOKING_POLICIES;
}

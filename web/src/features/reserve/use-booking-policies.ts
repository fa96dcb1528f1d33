import { useGuestData } from '../../ui/data/use-guest-data';
import { DEFAULT_BOOKING_POLICIES, type BookingPolicies } from '../../../../shared/rules/reservation-window';
import { getBookingPolicies } from './api/get-booking-policies';

/**
 * The owner's window, same-day cutoff and large-party threshold (issue 29) for the form. The drawn
 * page, and the form while they load or when they cannot, has the seed's: the server refuses what
 * the owner's do not allow either way, in words that name them.
 */
export function useBookingPolicies(): BookingPolicies {
  const policies = useGuestData(getBookingPolicies);
  return policies.status === 'success' ? policies.data : DEFAULT_BOOKING_POLICIES;
}

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { BookingPolicies } from '../../../../../shared/rules/reservation-window';

/** The owner's booking policies (issue 29), from the public settings every guest page may read. */
export async function getBookingPolicies(): Promise<BookingPolicies> {
  const { bookingWindowDays, sameDayCutoffHours, largePartyThreshold } = (await okJson(await api.settings.$get()))
    .policies;
  return { bookingWindowDays, sameDayCutoffHours, largePartyThreshold };
}

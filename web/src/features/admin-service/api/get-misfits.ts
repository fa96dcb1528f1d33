import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/**
 * The week's rules with the bookings from today on that no longer fit their date's hours (issue
 * 29). The same answer the Schedule page reads under the same query key: a rule or day change
 * there refreshes the Service page's notice too.
 */
export async function getOpeningRulesWithMisfits() {
  return okJson(await api.schedule.rules.$get());
}
export type MisfitBooking = Awaited<ReturnType<typeof getOpeningRulesWithMisfits>>['misfits'][number];

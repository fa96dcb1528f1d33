import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** A date's slots as the weekly opening rules make them (issue 29), for a date without an exception. */
export async function getRuleSlots(date: string) {
  return (await okJson(await api.schedule.default.$get({ query: { date } }))).timeSlots;
}

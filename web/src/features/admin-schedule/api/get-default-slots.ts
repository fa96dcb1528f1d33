import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The slots the weekly rules give a date (issue 29): where a day without an exception starts. */
export async function getDefaultSlots(date: string) {
  const { timeSlots } = await okJson(await api.schedule.default.$get({ query: { date } }));
  return timeSlots;
}

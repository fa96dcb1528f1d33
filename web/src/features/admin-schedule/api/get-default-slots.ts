import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The slots a day gets when it has no record yet (§9: every 30 minutes, 18:00-23:30). */
export async function getDefaultSlots() {
  const { timeSlots } = await okJson(await api.schedule.default.$get());
  return timeSlots;
}

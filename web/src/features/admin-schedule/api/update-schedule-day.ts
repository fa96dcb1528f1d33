import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { ScheduleUpdateInput } from '../../../../../shared/rules/schedule';

/** Saves one day; closing it cancels that date's reservations and reports how many. */
export async function updateScheduleDay(day: ScheduleUpdateInput) {
  return okJson(await api.schedule.update.$post({ json: day }));
}

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The stored schedule days between two dates (inclusive); days without a record are absent. */
export async function getSchedule(startDate: string, endDate: string) {
  return okJson(await api.schedule.$get({ query: { startDate, endDate } }));
}
export type ScheduleDay = Awaited<ReturnType<typeof getSchedule>>[number];
export type TimeSlot = ScheduleDay['timeSlots'][number];

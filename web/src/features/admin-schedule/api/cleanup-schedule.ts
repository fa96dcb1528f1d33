import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Deletes schedule days (and their slots) dated before `cutoffDate`. */
export async function cleanupSchedule(cutoffDate: string) {
  return okJson(await api.schedule.cleanup.$delete({ query: { cutoffDate } }));
}

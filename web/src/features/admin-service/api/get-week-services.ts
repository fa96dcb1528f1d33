import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/**
 * The week's opening rules (issue 29): the kitchen sheet splits a day by its weekday's services.
 * The answer of GET /api/schedule/rules, read under queryKeys.schedule.rules like the Schedule page's.
 */
export async function getWeekServices() {
  return okJson(await api.schedule.rules.$get());
}

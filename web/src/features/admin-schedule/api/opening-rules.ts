import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { OpeningRulesInput } from '../../../../../shared/rules/opening-rules';

/** The week's opening rules and the bookings from today on that no longer fit their date's hours. */
export async function getOpeningRules() {
  return okJson(await api.schedule.rules.$get());
}
export type OpeningRulesAnswer = Awaited<ReturnType<typeof getOpeningRules>>;

/** Replaces the week (owner); bookings are never touched. */
export async function saveOpeningRules(weekly: OpeningRulesInput['weekly']) {
  return okJson(await api.schedule.rules.$put({ json: { weekly } }));
}

/** Removes a date's exception: it follows its weekday's rules again. */
export async function removeException(date: string) {
  return okJson(await api.schedule.day[':date'].$delete({ param: { date } }));
}

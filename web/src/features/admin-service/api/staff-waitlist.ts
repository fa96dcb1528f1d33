import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** A date's waitlist (issue 31): online parties and walk-ins, waiting or offered first in order of joining. */
export async function getWaitlist(date: string) {
  return (await okJson(await api.waitlist.$get({ query: { date } }))).entries;
}
export type WaitlistEntry = Awaited<ReturnType<typeof getWaitlist>>[number];

export async function addWalkIn(body: { name: string; phone: string; guests: number; quotedMinutes: number }) {
  return okJson(await api.waitlist['walk-ins'].$post({ json: body }));
}

/** Seats a walk-in now on a free table that fits: a 409 says none does. */
export async function seatWalkIn(id: string) {
  return okJson(await api.waitlist[':id'].seat.$post({ param: { id }, json: {} }));
}

/** Offers an online party the first fitting freed table, emailed with its accept link; a 409 says none fits. */
export async function offerTable(id: string) {
  return okJson(await api.waitlist[':id'].offer.$post({ param: { id } }));
}

export async function removeFromWaitlist(id: string) {
  return okJson(await api.waitlist[':id'].$delete({ param: { id } }));
}

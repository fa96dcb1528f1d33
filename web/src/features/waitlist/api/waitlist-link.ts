import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Where the link's entry stands, and the table held for it if one is; a bad or spent link fails (400/410). */
export async function getWaitlistEntry(token: string) {
  return (await okJson(await api.waitlist.entry.$get({ query: { token } }))).entry;
}
export type WaitlistEntry = Awaited<ReturnType<typeof getWaitlistEntry>>;

/** Takes the held table: a booking, or a 409 when the hold ran out or the table was taken. */
export async function acceptWaitlistOffer(token: string) {
  return okJson(await api.waitlist.accept.$post({ json: { token } }));
}

/** Leaves the list: no email when a table comes free. */
export async function leaveWaitlist(token: string) {
  return okJson(await api.waitlist.leave.$post({ json: { token } }));
}

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

export type WaitlistRequest = {
  name: string;
  email: string;
  phone: string;
  date: string;
  from: string;
  to: string;
  guests: number;
  language: 'en' | 'de';
};

/** Issue 31: a guest asks for a full time; the answer's message says they are on the list. */
export async function joinWaitlist(body: WaitlistRequest) {
  return okJson(await api.waitlist.$post({ json: body }));
}

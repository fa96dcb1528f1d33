import { api } from '../../../lib/api-client';
import { DATA_REQUEST_MESSAGES, RATE_LIMIT_MESSAGES } from '../../../../../shared/messages';

export type UserData = {
  reservations: { _id: string; date: string; time: string; guests: number; name: string; status: string }[];
  orders: { id: string; date: string; items: { name: string; quantity: number; price: number }[]; total: number }[];
};

/** Resolves with the guest's data, or rejects with the §8 message to show. */
export async function getUserData(email: string): Promise<UserData> {
  const res = await api['user-data'].request.$get({ query: { email } });
  if (res.status === 404) throw new Error(DATA_REQUEST_MESSAGES.notFound);
  // Over the per-client rate limit (10 a minute): say to wait rather than "try again" now.
  if (res.status === 429) throw new Error(RATE_LIMIT_MESSAGES.dataRequest);
  if (!res.ok) throw new Error(DATA_REQUEST_MESSAGES.failed);
  return (await res.json()) as UserData;
}

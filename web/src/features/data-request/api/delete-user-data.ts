import { api } from '../../../lib/api-client';
import { DATA_REQUEST_MESSAGES, RATE_LIMIT_MESSAGES } from '../../../../../shared/messages';

export type Deleted = { reservationsDeleted: number; ordersDeleted: number };

/** Resolves with what was removed, or rejects with the §8 message to show. */
export async function deleteUserData(email: string): Promise<Deleted> {
  const res = await api['user-data'].request.$delete({ query: { email } });
  if (res.status === 404) throw new Error(DATA_REQUEST_MESSAGES.notFound);
  // Over the per-client rate limit (10 a minute): say to wait rather than "try again" now.
  if (res.status === 429) throw new Error(RATE_LIMIT_MESSAGES.dataRequest);
  if (!res.ok) throw new Error(DATA_REQUEST_MESSAGES.failed);
  return (await res.json()) as Deleted;
}

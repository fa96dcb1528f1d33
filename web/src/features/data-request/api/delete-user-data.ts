import { api } from '../../../lib/api-client';
import { DATA_REQUEST_MESSAGES } from '../../../../../shared/messages';

export type Deleted = { reservationsDeleted: number; ordersDeleted: number };

/** Resolves with what was removed, or rejects with the §8 message to show. */
export async function deleteUserData(email: string): Promise<Deleted> {
  const res = await api['user-data'].request.$delete({ query: { email } });
  if (res.status === 404) throw new Error(DATA_REQUEST_MESSAGES.notFound);
  if (!res.ok) throw new Error(DATA_REQUEST_MESSAGES.failed);
  return (await res.json()) as Deleted;
}

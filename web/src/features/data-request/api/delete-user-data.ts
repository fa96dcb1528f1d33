import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Erases with a deletion link's token (it works once) and answers what was removed. */
export async function deleteUserData(token: string) {
  return okJson(await api['user-data'].request.$delete({ query: { token } }));
}

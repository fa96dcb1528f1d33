import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The data an emailed link's token gives access to; a bad, used or expired link fails with the API's words. */
export async function getUserData(token: string) {
  return okJson(await api['user-data'].request.$get({ query: { token } }));
}
export type UserData = Awaited<ReturnType<typeof getUserData>>;

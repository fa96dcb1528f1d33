import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** One email with its last error, when it went out and its attachments' names. */
export async function getEmail(id: string) {
  return (await okJson(await api.emails[':id'].$get({ param: { id } }))).email;
}

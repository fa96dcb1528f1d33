import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Back to pending with 0 attempts; the server tries it at once. */
export async function resendEmail(id: string) {
  return okJson(await api.emails[':id'].resend.$post({ param: { id } }));
}

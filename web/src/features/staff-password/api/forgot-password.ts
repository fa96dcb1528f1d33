import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Always the same answer, whether or not the address has an account. */
export async function forgotPassword(email: string) {
  return okJson(await api.auth['forgot-password'].$post({ json: { email } }));
}

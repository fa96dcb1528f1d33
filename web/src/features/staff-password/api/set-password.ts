import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** Spends an invite's or a reset's link token on a new password. */
export async function setPassword(token: string, password: string) {
  return okJson(await api.auth['set-password'].$post({ json: { token, password } }));
}

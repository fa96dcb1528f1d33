import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { LoginInput } from '../../../../../shared/rules/login';

/** The server answers with the token and sets it as the HttpOnly authToken cookie. */
export async function signIn(credentials: LoginInput) {
  return okJson(await api.auth.login.$post({ json: credentials }));
}

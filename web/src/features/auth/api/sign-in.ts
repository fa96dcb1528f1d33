import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { LoginInput } from '../../../../../shared/rules/login';

/** The server sets the session in the HttpOnly authToken cookie and answers who signed in; the body never holds the token (decision 037). */
export async function signIn(credentials: LoginInput) {
  return okJson(await api.auth.login.$post({ json: credentials }));
}

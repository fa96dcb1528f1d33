import { api } from '../../../lib/api-client';

/**
 * Asks the server whether the token is still good. The answer itself is not needed: a 401
 * is handled by the API client (session cleared, browser sent to /login).
 */
export async function checkSession(): Promise<void> {
  await api.auth.session.$get();
}

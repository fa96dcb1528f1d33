import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/**
 * Asks the server whether the token is still good. A 401 is handled by the API client (session
 * cleared, browser sent to /login). The answer is read like every other, so the request ends.
 */
export async function checkSession(): Promise<void> {
  await okJson(await api.auth.session.$get());
}

import { api } from '../../../lib/api-client';

/**
 * Asks the server whether the token is still good. A 401 is handled by the API client
 * (session cleared, browser sent to /login). The body is drained even though only the status
 * matters: an unread body keeps the request open in the browser.
 */
export async function checkSession(): Promise<void> {
  const response = await api.auth.session.$get();
  await response.arrayBuffer();
}

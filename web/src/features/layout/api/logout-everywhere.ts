import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import { clearSession } from '../../../lib/session';

/**
 * Ends every back-office session on the server (this device's too), then forgets the session
 * here and starts again at /login with a hard navigation, dropping every admin state in memory.
 */
export async function logoutEverywhere(): Promise<void> {
  await okJson(await api.auth['logout-everywhere'].$post());
  clearSession();
  window.location.assign('/login');
}

import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** The server clears the HttpOnly token; the hard reload drops every admin state in memory. */
export async function logout(): Promise<void> {
  try {
    await api.auth.logout.$post();
  } finally {
    clearSession();
    window.location.assign('/');
  }
}

import { SESSION_HINT_COOKIE } from '../../../shared/constants';

/**
 * The JWT itself is an HttpOnly cookie no script can read (docs/decisions/004). The page
 * knows someone is signed in from the non-secret hint cookie set beside it.
 */
export function isSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').some((part) => part === `${SESSION_HINT_COOKIE}=1`);
}

/** Forgets the session on this page; the server clears the HttpOnly token on logout. */
export function clearSession(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}

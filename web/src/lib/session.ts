import type { StaffRole } from '../../../shared/constants';
import { hasSessionHint, ROLE_HINT_COOKIE, SESSION_HINT_COOKIE } from '../../../shared/session-hint';

/**
 * The JWT itself is an HttpOnly cookie no script can read (docs/decisions/004). The page
 * knows someone is signed in from the non-secret hint cookie set beside it.
 */
export function isSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return hasSessionHint(document.cookie);
}

/**
 * The signed-in account's role, from the `staffRole` hint cookie (decision 022): it only decides
 * which links the page shows; the server checks the role on every call. Unknown reads as staff.
 */
function staffRole(): StaffRole {
  if (typeof document === 'undefined') return 'staff';
  return document.cookie.split('; ').includes(`${ROLE_HINT_COOKIE}=owner`) ? 'owner' : 'staff';
}

export const isOwner = () => isSignedIn() && staffRole() === 'owner';

/** Forgets the session on this page; the server clears the HttpOnly token on logout. */
export function clearSession(): void {
  for (const name of [SESSION_HINT_COOKIE, ROLE_HINT_COOKIE])
    document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}

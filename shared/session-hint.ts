/**
 * The non-secret cookies set beside the HttpOnly session (docs/decisions/004): a page reads them to
 * know staff are signed in. A module of their own, with no imports, so the page's first script
 * (web/src/main.tsx) can read them without pulling in anything else.
 */
export const SESSION_HINT_COOKIE = 'signedIn';
/** Beside the session hint: the signed-in account's role (owner or staff), so the page shows owner links to owners. */
export const ROLE_HINT_COOKIE = 'staffRole';

/** Whether this browser holds a staff session's hint cookie. */
export const hasSessionHint = (cookies: string) =>
  cookies.split('; ').some((part) => part === `${SESSION_HINT_COOKIE}=1`);

type Claims = { type: 'access' | 'deletion'; email: string };

/**
 * What an emailed link is for, and for which address, read from its token's payload so the page
 * can say so while the API checks it. Only the API's verification decides anything.
 */
export function tokenClaims(token: string): Claims | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { aud, sub } = JSON.parse(atob(payload)) as { aud?: unknown; sub?: unknown };
    if (typeof sub !== 'string') return null;
    if (aud === 'data-access') return { type: 'access', email: sub };
    if (aud === 'data-deletion') return { type: 'deletion', email: sub };
    return null;
  } catch {
    return null;
  }
}

/**
 * Whether a request's If-None-Match names this ETag. Compared weakly, as RFC 9110 asks for GET:
 * Cloudflare turns a strong ETag into a weak one (`W/"…"`) when it compresses an answer, so a
 * browser sends back the weak form. A list, and `*`, match too.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

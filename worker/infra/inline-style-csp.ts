/**
 * The guest pages carry their stylesheet inline (scripts/inline-guest-stylesheet.mjs), so they paint
 * after one round trip instead of two. The CSP allows that one block by its sha256, which only the
 * build knows: this well-formed hash, which no stylesheet has, stands in for it in the source. The
 * build writes the real one over it in the client's _headers (the static pages); the Worker, for the
 * pages it draws, hashes the block it finds in their template (page-security-headers.ts). Anywhere
 * else (the back office, `vite` dev) no page has an inline block, and it allows nothing.
 */
export const GUEST_STYLESHEET_HASH_PLACEHOLDER = 'GuestStylesheetHashWrittenByTheBuild0000000=';
export const GUEST_STYLESHEET_CSP_SOURCE = `'sha256-${GUEST_STYLESHEET_HASH_PLACEHOLDER}'`;

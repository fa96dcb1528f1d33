import { GUEST_STYLESHEET_CSP_SOURCE } from './inline-style-csp';
import { SECURITY_HEADERS } from './site-headers';

const sha256 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

/** The last stylesheet seen and the headers that allow it: every guest page carries the same one. */
let known: { style: string; headers: Record<string, string> } | undefined;

/**
 * The site's headers for a page the Worker serves from the build (drawn into a prerendered template,
 * or passed on as it is: an emailed link's shell, a fallback), its CSP allowing the page's inline
 * stylesheet (scripts/inline-guest-stylesheet.mjs) by its sha256. Read from the
 * page rather than from the build, because the Worker may be bundled apart from the pages it draws
 * (`wrangler dev` over a build's assets); hashed once per isolate and stylesheet.
 */
export async function pageSecurityHeaders(html: string): Promise<Record<string, string>> {
  const start = html.indexOf('<style>');
  if (start < 0) return SECURITY_HEADERS;
  const style = html.slice(start + '<style>'.length, html.indexOf('</style>', start));
  if (known?.style !== style) {
    const csp = SECURITY_HEADERS['Content-Security-Policy'].replace(
      GUEST_STYLESHEET_CSP_SOURCE,
      `'sha256-${await sha256(style)}'`,
    );
    known = { style, headers: { ...SECURITY_HEADERS, 'Content-Security-Policy': csp } };
  }
  return known.headers;
}

import { ENTRY_LOADER_CSP_SOURCE } from '../../shared/entry-loader';
import { GUEST_STYLESHEET_CSP_SOURCE } from './inline-style-csp';

/**
 * The site's response headers, here so that worker/infra (the public cache builds its answers with
 * them) and the middleware that sets them share one list.
 *
 * The same policy web/public/_headers gives the static pages (site-headers.test.ts compares them):
 * scripts only from this origin and the prerendered pages' one inline loader, styles only from this
 * origin and the guest pages' one inline stylesheet (its hash written by the build), never framed.
 * Images may be absolute http(s) URLs entered by staff.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${ENTRY_LOADER_CSP_SOURCE}`,
  `style-src 'self' ${GUEST_STYLESHEET_CSP_SOURCE}`,
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * What every /api answer carries instead (docs/decisions/034): an answer of JSON is never a page, so
 * the policies that steer a page (its scripts, referrers, features, windows) have nothing to act
 * on. It may load nothing and never be framed, should a browser open it; it is never sniffed as
 * anything but its type; and the site is HTTPS only. Three headers fewer and 800 bytes less on
 * every answer, which on a cached GET was an eighth of its cost.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': SECURITY_HEADERS['Strict-Transport-Security'],
  'X-Frame-Options': 'DENY',
};

import { describe, expect, it } from 'vitest';
import staticHeaders from '../../web/public/_headers?raw';
import { ENTRY_LOADER, ENTRY_LOADER_CSP_SOURCE } from '../../shared/entry-loader';
import { GUEST_STYLESHEET_CSP_SOURCE } from './inline-style-csp';
import { pageSecurityHeaders } from './page-security-headers';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './site-headers';

const sha256 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

describe('the site headers', () => {
  it("allow the prerendered pages' inline loader by its hash, and no other inline script", async () => {
    expect(ENTRY_LOADER_CSP_SOURCE).toBe(`'sha256-${await sha256(ENTRY_LOADER)}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${ENTRY_LOADER_CSP_SOURCE};`);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it("allow inline styles only by the guest stylesheet's hash, which the build writes in", () => {
    expect(CONTENT_SECURITY_POLICY).toContain(`style-src 'self' ${GUEST_STYLESHEET_CSP_SOURCE};`);
    expect(GUEST_STYLESHEET_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it("give a drawn page a CSP that allows its inline stylesheet by that block's hash, and nothing else inline", async () => {
    const style = '.a{color:red}';
    const headers = await pageSecurityHeaders(
      `<html><head><style>${style}</style></head><body><div id="root"></div></body></html>`,
    );
    expect(headers['Content-Security-Policy']).toContain(`style-src 'self' 'sha256-${await sha256(style)}';`);
    expect(headers['Content-Security-Policy']).not.toContain(GUEST_STYLESHEET_CSP_SOURCE);
    expect({ ...headers, 'Content-Security-Policy': '' }).toEqual({
      ...SECURITY_HEADERS,
      'Content-Security-Policy': '',
    });
    // Another build's stylesheet gets its own hash, not the first one's.
    expect((await pageSecurityHeaders('<style>.b{}</style>'))['Content-Security-Policy']).toContain(
      `'sha256-${await sha256('.b{}')}'`,
    );
    expect(await pageSecurityHeaders('<div id="root"></div>')).toBe(SECURITY_HEADERS);
  });

  it('are the ones the static pages get from web/public/_headers, header for header', () => {
    const block = staticHeaders.split(/\n\s*\n/).find((part) => /^\/\*$/m.test(part)) ?? '';
    const fromFile = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => /^\s+\S+: /.test(line))
        .map((line) => {
          const [name, ...value] = line.trim().split(': ');
          return [name, value.join(': ')];
        }),
    );
    expect(fromFile).toEqual(SECURITY_HEADERS);
  });
});

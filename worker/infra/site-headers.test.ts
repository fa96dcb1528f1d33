import { describe, expect, it } from 'vitest';
import staticHeaders from '../../web/public/_headers?raw';
import { ENTRY_LOADER, ENTRY_LOADER_CSP_SOURCE } from '../../shared/entry-loader';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './site-headers';

const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

describe('the site headers', () => {
  it("allow the prerendered pages' inline loader by its hash, and no other inline script", async () => {
    expect(ENTRY_LOADER_CSP_SOURCE).toBe(`'sha256-${await sha256(ENTRY_LOADER)}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${ENTRY_LOADER_CSP_SOURCE};`);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('are the ones the static pages get from web/public/_headers, header for header', () => {
    const block = staticHeaders.split(/\n\s*\n/).find((part) => /^\/\*$/m.test(part)) ?? '';
    const fromFile = Object.fromEntries(
      block.split('\n').filter((line) => /^\s+\S+: /.test(line)).map((line) => {
        const [name, ...value] = line.trim().split(': ');
        return [name, value.join(': ')];
      }),
    );
    expect(fromFile).toEqual(SECURITY_HEADERS);
  });
});

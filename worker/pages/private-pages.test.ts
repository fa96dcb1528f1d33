import { describe, expect, it } from 'vitest';
import { api } from '../test/helpers';

describe.each([
  '/booking/abc123?token=x.y.z',
  '/data-request/confirm?token=x.y.z',
  '/staff/set-password?token=x.y.z',
  '/forgot-password',
  '/admin/guests/alex%40example.com',
])("GET %s (an emailed link, the reset form, a guest's history)", (path) => {
  it("serves the app with noindex in the header and the page, never cached, under the site's CSP", async () => {
    const res = await api('GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("style-src 'self'");
    // The URL holds the guest's token: other sites get the origin at most, never the path and query.
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.json).toContain('<meta name="robots" content="noindex">');
    expect(res.json).toContain('<div id="root"');
  });

  it('allows the inline stylesheet its page carries by its sha256, or the page arrives unstyled', async () => {
    const res = await api('GET', path);
    const style = (res.json as string).match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(style, 'the stand-in shell carries an inline stylesheet').toBeDefined();
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(res.headers.get('Content-Security-Policy')).toContain(`'sha256-${hash}'`);
  });
});

import { describe, expect, it } from 'vitest';
import { api } from '../test/helpers';

describe('GET /booking/<id>?token=…', () => {
  it('serves the app with noindex in the header and the page, never cached, under the site\'s CSP', async () => {
    const res = await api('GET', '/booking/abc123?token=x.y.z');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("style-src 'self'");
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.json).toContain('<meta name="robots" content="noindex">');
    expect(res.json).toContain('<div id="root"');
  });
});

import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, login } from './test/helpers';

describe('every response', () => {
  it.each([
    ['GET', '/api/menu/available', 200],
    ['GET', '/api/orders', 401],
    ['GET', '/api/does-not-exist', 404],
    ['POST', '/api/auth/login', 400],
  ])("%s %s (%i) carries the API's security headers (decision 034)", async (method, path, status) => {
    const res = await api(method, path, method === 'POST' ? { body: {} } : {});
    expect(res.status).toBe(status);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // JSON opened as a page may load and run nothing, and is never framed.
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    // What steers a page has nothing to act on in an answer of JSON.
    for (const pageOnly of ['Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'])
      expect(res.headers.get(pageOnly)).toBeNull();
  });

  it("a page the Worker draws carries the site's page headers: scripts from the site and its one loader, styles from the site and its one inline stylesheet", async () => {
    const res = await api('GET', '/menu');
    expect(res.status).toBe(200);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // Scripts from the site itself, and the one inline loader by its hash (shared/entry-loader.ts).
    expect(csp).toMatch(/(^|;\s*)script-src 'self' 'sha256-[\w+/]{43}='(;|$)/);
    // No inline styles (decision 014) but the page's one stylesheet, by its hash (decision 041).
    expect(csp).toMatch(/(^|;\s*)style-src 'self' 'sha256-[\w+/]{43}='(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });
});

describe('errors are JSON', () => {
  it('answers an unknown /api path with a 404 JSON error naming the path', async () => {
    const res = await api('DELETE', '/api/menu/featured/extra');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.json.error).toContain('/api/menu/featured/extra');
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await api('POST', '/api/reservations/book', {
      raw: '{"name": "Anjali",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(typeof res.json.error).toBe('string');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM reservations').first('n')).toBe(0);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const token = await login();
    const huge = JSON.stringify({ name: 'x'.repeat(65 * 1024) });
    const res = await api('POST', '/api/menu', { raw: huge, token, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/64 KB/);
  });

  it('refuses a streamed body (no Content-Length) once it passes 64 KB', async () => {
    const token = await login();
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    let sent = 0;
    const body = new ReadableStream({ pull: (c) => (sent++ < 80 ? c.enqueue(chunk) : c.close()) });
    const res = await exports.default.fetch('https://kovalam.test/api/menu', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM menu_items').first('n')).toBe(0);
  });

  it('accepts a body just under 64 KB as far as size goes (then validates it)', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(60 * 1024) });
    const res = await api('POST', '/api/auth/login', { raw: body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty('email');
  });

  // Runs last in this file: it breaks the database on purpose.
  it('turns an unexpected failure into 500 Internal error with a request id, never a stack', async () => {
    await env.DB.prepare('DROP TABLE banners').run();
    const res = await api('GET', '/api/banners/active', { headers: { 'cf-ray': '8f1a2b3c4d5e6f70-FRA' } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ error: 'Internal error', requestId: '8f1a2b3c4d5e6f70-FRA' });
    expect(res.headers.get('X-Request-Id')).toBe('8f1a2b3c4d5e6f70-FRA');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});

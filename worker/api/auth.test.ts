import { env } from 'cloudflare:workers';
import { jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, api, count, sessionCookie } from '../test/helpers';

const fromIp = (ip: string) => ({ 'cf-connecting-ip': ip });
const setCookies = (headers: Headers) => headers.getSetCookie();

afterEach(() => {
  vi.useRealTimers();
});

// The account's own budget (20 per 15 minutes) spans every test: each starts with none spent.
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM login_failures').run();
});

describe('POST /api/auth/login', () => {
  it('answers the right credentials with who signed in, the 12-hour HS256 token only in its HttpOnly cookie, and the hint cookie', async () => {
    const res = await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp('192.0.2.1') });
    expect(res.status).toBe(200);
    const token = sessionCookie(res.headers);
    // Decision 037 (issue 26): a script on the page, an XSS, reads the body but never the session.
    expect(Object.keys(res.json).sort()).toEqual(['email', 'name', 'role']);
    expect(res.json).toMatchObject({ email: 'admin@example.com', role: 'owner' });
    expect(res.json).not.toHaveProperty('token');
    expect(JSON.stringify(res.json)).not.toContain(token);
    expect(JSON.stringify(res.json)).not.toContain(token.split('.')[2]);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(env.JWT_SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe('admin@example.com');
    expect(payload.exp! - payload.iat!).toBe(12 * 3600);
    expect(payload).toMatchObject({ iss: 'kovalam-berlin', aud: 'kovalam-berlin-admin' });
    expect(await count('SELECT count(*) AS n FROM admin_sessions WHERE id = ?', payload.sid)).toBe(1);

    const cookies = setCookies(res.headers);
    const auth = cookies.find((c) => c.startsWith('authToken='))!;
    expect(auth).toContain(`authToken=${token}`);
    expect(auth).toMatch(/;\s*HttpOnly/i);
    expect(auth).toMatch(/;\s*Secure/i);
    expect(auth).toMatch(/;\s*SameSite=Strict/i);
    expect(auth).toMatch(/;\s*Path=\//i);
    const hint = cookies.find((c) => c.startsWith('signedIn='))!;
    expect(hint).toMatch(/^signedIn=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/;\s*Secure/i);
    expect(hint).toMatch(/;\s*SameSite=Strict/i);
  });

  it('ignores the case of the email', async () => {
    const res = await api('POST', '/api/auth/login', {
      body: { ...ADMIN, email: 'Admin@Example.COM' },
      headers: fromIp('192.0.2.2'),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong password', { ...ADMIN, password: 'wrong-password' }],
    ['an unknown email', { ...ADMIN, email: 'chef@example.com' }],
  ])('answers %s with 401 and the spec message, setting no cookie', async (_label, body) => {
    const res = await api('POST', '/api/auth/login', { body, headers: fromIp('192.0.2.3') });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({
      error: 'Authentication failed. Please try again.',
      message: 'Authentication failed. Please try again.',
    });
    expect(setCookies(res.headers)).toEqual([]);
  });

  it.each([
    [{}, ['email', 'password'], 'Email is required'],
    [{ email: 'not-an-email', password: 'change-me-please' }, ['email'], 'Invalid email address'],
    [{ email: 'admin@example.com', password: '12345' }, ['password'], 'Password must be at least 6 characters'],
  ])('answers an invalid body %j with 400 naming the fields', async (body, fields, first) => {
    const res = await api('POST', '/api/auth/login', { body, headers: fromIp('192.0.2.4') });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(fields);
    expect(res.json.message).toBe(first);
  });

  it('locks an IP out after 5 failed sign-ins: the 6th gets 429 with Retry-After, even with the right password', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      const res = await api('POST', '/api/auth/login', {
        body: { ...ADMIN, password: `wrong-${i}-pass` },
        headers: fromIp(ip),
      });
      expect(res.status).toBe(401);
    }
    const sixth = await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp(ip) });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sixth.json.error).toMatch(/Too many/);

    // Another IP is not affected.
    expect((await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp('198.51.100.8') })).status).toBe(200);
  });

  it('lets the IP try again once the 15-minute window has passed', async () => {
    const ip = '198.51.100.9';
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let i = 0; i < 5; i++)
      await api('POST', '/api/auth/login', { body: { ...ADMIN, password: 'wrong-pass' }, headers: fromIp(ip) });
    expect((await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp(ip) })).status).toBe(429);
    vi.setSystemTime(start + 15 * 60_000 + 1000);
    expect((await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp(ip) })).status).toBe(200);
    // A successful sign-in clears the IP's failures.
    expect(await count('SELECT count(*) AS n FROM login_failures WHERE ip = ?', ip)).toBe(0);
  });

  it('counts four failures as no reason to lock out', async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < 4; i++)
      await api('POST', '/api/auth/login', { body: { ...ADMIN, password: 'wrong-pass' }, headers: fromIp(ip) });
    expect((await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp(ip) })).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('expires both cookies', async () => {
    const res = await api('POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Signed out' });
    const cookies = setCookies(res.headers);
    for (const name of ['authToken', 'signedIn']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    }
  });
});

describe('GET /api/auth/session', () => {
  it('names the signed-in admin, and answers 401 without a token', async () => {
    const { headers } = await api('POST', '/api/auth/login', { body: ADMIN, headers: fromIp('192.0.2.50') });
    const token = sessionCookie(headers);
    expect(await api('GET', '/api/auth/session', { token })).toMatchObject({
      status: 200,
      json: { email: 'admin@example.com' },
    });
    // The cookie alone, as the browser sends it: the way the web app signs its calls.
    const cookie = await api('GET', '/api/auth/session', { headers: { Cookie: `authToken=${token}` } });
    expect(cookie).toMatchObject({ status: 200, json: { email: 'admin@example.com' } });
    expect((await api('GET', '/api/auth/session')).status).toBe(401);
  });
});

import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, api, count, sessionCookie } from '../test/helpers';
import { requestWithEnv, type EnvOverrides } from '../test/env-request';

async function signIn(
  overrides: EnvOverrides = {},
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const res = await requestWithEnv(overrides, 'POST', '/api/auth/login', { body: credentials });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return sessionCookie(res.headers);
}
const session = (token: string) => api('GET', '/api/auth/session', { token });

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM admin_sessions'), env.DB.prepare('DELETE FROM login_failures')]);
});

describe('logout', () => {
  it('ends the session: the same token is refused afterwards, by Bearer header', async () => {
    const token = await signIn();
    expect((await session(token)).status).toBe(200);
    expect((await api('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect(await session(token)).toMatchObject({ status: 401, json: { error: 'Authentication required' } });
    expect((await api('GET', '/api/orders', { token })).status).toBe(401);
  });

  it('ends the session when the token comes as the authToken cookie, and leaves other sessions alone', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    expect((await api('POST', '/api/auth/logout', { headers: { Cookie: `authToken=${phone}` } })).status).toBe(200);
    expect((await session(phone)).status).toBe(401);
    expect((await session(laptop)).status).toBe(200);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session, including the caller’s', async () => {
    const tokens = [await signIn(), await signIn(), await signIn()];
    const res = await api('POST', '/api/auth/logout-everywhere', { token: tokens[0] });
    expect(res).toMatchObject({ status: 200, json: { message: 'Signed out everywhere', sessionsEnded: 3 } });
    for (const token of tokens) expect((await session(token)).status).toBe(401);
    expect(await count('SELECT count(*) AS n FROM admin_sessions')).toBe(0);
    // A new sign-in works as before.
    expect((await session(await signIn())).status).toBe(200);
  });

  it('is for the admin only', async () => {
    const token = await signIn();
    expect(await api('POST', '/api/auth/logout-everywhere')).toMatchObject({
      status: 401,
      json: { error: 'Authentication required' },
    });
    expect((await session(token)).status).toBe(200);
  });
});

describe('rotating a secret ends every session', () => {
  const rotations: [string, EnvOverrides, { email: string; password: string }][] = [
    [
      'ADMIN_PASSWORD',
      { ADMIN_PASSWORD: 'a-brand-new-password-2027' },
      { ...ADMIN, password: 'a-brand-new-password-2027' },
    ],
    ['JWT_SECRET', { JWT_SECRET: 'rotated-jwt-secret-0123456789abcdef0123456789' }, ADMIN],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'chef@example.com' }, { ...ADMIN, email: 'chef@example.com' }],
  ];

  it.each(rotations)(
    'after a new %s, a token from before is refused and a new sign-in works',
    async (_name, rotated, credentials) => {
      const before = await signIn();
      expect((await requestWithEnv({}, 'GET', '/api/auth/session', { token: before })).status).toBe(200);
      expect(await requestWithEnv(rotated, 'GET', '/api/auth/session', { token: before })).toMatchObject({
        status: 401,
        json: { error: 'Authentication required' },
      });
      const after = await signIn(rotated, credentials);
      expect((await requestWithEnv(rotated, 'GET', '/api/auth/session', { token: after })).status).toBe(200);
    },
  );
});

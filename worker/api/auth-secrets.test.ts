import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, sessionCookie } from '../test/helpers';
import { requestWithEnv, type EnvOverrides } from '../test/env-request';

/** Production with secrets that would pass: what `wrangler secret put` should leave behind. */
const STRONG: EnvOverrides = {
  ENVIRONMENT: 'production',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'a-long-production-password',
  JWT_SECRET: 'production-secret-0123456789abcdef0123456789',
};
const EXAMPLE = { ADMIN_PASSWORD: 'change-me-please', JWT_SECRET: 'local-development-secret-change-me-0123456789' };

const login = (overrides: EnvOverrides, password = STRONG.ADMIN_PASSWORD!) =>
  requestWithEnv({ ...STRONG, ...overrides }, 'POST', '/api/auth/login', { body: { ...ADMIN, password } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in outside development with weak secrets', () => {
  it('works with strong secrets (the control)', async () => {
    expect((await login({})).status).toBe(200);
  });

  it.each<[string, EnvOverrides, string]>([
    [
      'JWT_SECRET is missing',
      { JWT_SECRET: undefined },
      'JWT_SECRET is not set. Set it with `npx wrangler secret put JWT_SECRET`',
    ],
    ['JWT_SECRET is empty', { JWT_SECRET: '' }, 'JWT_SECRET is not set.'],
    [
      'JWT_SECRET has 31 characters',
      { JWT_SECRET: 'x'.repeat(31) },
      'JWT_SECRET is shorter than 32 characters. Set it with `npx wrangler secret put JWT_SECRET`',
    ],
    [
      'JWT_SECRET is the example',
      { JWT_SECRET: EXAMPLE.JWT_SECRET },
      'JWT_SECRET is the example value from .dev.vars.example. Set it with `npx wrangler secret put JWT_SECRET`',
    ],
    [
      'ADMIN_PASSWORD is missing',
      { ADMIN_PASSWORD: undefined },
      'ADMIN_PASSWORD is not set. Set it with `npx wrangler secret put ADMIN_PASSWORD`',
    ],
    [
      'ADMIN_PASSWORD is the example',
      { ADMIN_PASSWORD: EXAMPLE.ADMIN_PASSWORD },
      'ADMIN_PASSWORD is the example value from .dev.vars.example.',
    ],
    [
      'ADMIN_PASSWORD has 11 characters',
      { ADMIN_PASSWORD: 'short-pass1' },
      'ADMIN_PASSWORD is shorter than 12 characters.',
    ],
    [
      'ADMIN_EMAIL is missing',
      { ADMIN_EMAIL: undefined },
      'ADMIN_EMAIL is not set. Set it with `npx wrangler secret put ADMIN_EMAIL`',
    ],
    ['ENVIRONMENT is not set at all', { ENVIRONMENT: undefined, ...EXAMPLE }, 'JWT_SECRET is the example value'],
  ])('answers 503 naming the secret when %s, even with the right password', async (_label, overrides, text) => {
    const res = await login(overrides, overrides.ADMIN_PASSWORD ?? STRONG.ADMIN_PASSWORD);
    expect(res.status).toBe(503);
    expect(res.json.error).toMatch(/^Sign-in is disabled until the server's secrets are fixed: /);
    expect(res.json.error).toContain(text);
    expect(res.json).not.toHaveProperty('token');
  });

  it('names every weak secret at once', async () => {
    const res = await login(EXAMPLE, EXAMPLE.ADMIN_PASSWORD);
    expect(res.status).toBe(503);
    expect(res.json.error).toContain('JWT_SECRET is the example value');
    expect(res.json.error).toContain('ADMIN_PASSWORD is the example value');
  });

  it('logs the problem once per isolate as a JSON line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const overrides = { JWT_SECRET: 'only-twenty-characte', ADMIN_PASSWORD: 'short' };
    for (let i = 0; i < 3; i++) expect((await login(overrides)).status).toBe(503);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', event: 'weak-secrets', environment: 'production' });
    expect(lines[0].error).toContain('npx wrangler secret put JWT_SECRET');
    expect(lines[0].error).toContain('npx wrangler secret put ADMIN_PASSWORD');
  });

  it('allows the example values under ENVIRONMENT=development, as `npm start` runs', async () => {
    expect((await login({ ENVIRONMENT: 'development', ...EXAMPLE }, EXAMPLE.ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('the rest of the site with weak secrets', () => {
  it('refuses every admin call with 503, even with a token made before the secrets went weak', async () => {
    const token = sessionCookie((await login({})).headers);
    expect((await requestWithEnv(STRONG, 'GET', '/api/auth/session', { token })).status).toBe(200);
    const weak = { ...STRONG, JWT_SECRET: 'x'.repeat(20) };
    for (const path of ['/api/auth/session', '/api/orders', '/api/reservations/all']) {
      const res = await requestWithEnv(weak, 'GET', path, { token });
      expect(res.status, path).toBe(503);
      expect(res.json.error).toContain('JWT_SECRET is shorter than 32 characters');
    }
  });

  it('keeps the public site working', async () => {
    const weak = { ...STRONG, JWT_SECRET: undefined, ADMIN_PASSWORD: undefined };
    for (const path of ['/api/menu/featured', '/api/menu/available', '/api/banners/active', '/api/schedule/default']) {
      expect((await requestWithEnv(weak, 'GET', path)).status, path).toBe(200);
    }
  });
});

it('the suites themselves run as development, explicitly (vitest.config.ts)', () => {
  expect(env.ENVIRONMENT).toBe('development');
});

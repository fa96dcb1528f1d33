import { env } from 'cloudflare:workers';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { api, login } from '../test/helpers';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token signed with the server's real key, carrying exactly the claims given (none added):
 * what someone holding the key, or a bug in our own signing, could produce.
 */
function signed(claims: JWTPayload) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(env.JWT_SECRET));
}

/** The claims of a real sign-in's token: a live session, so only the claim under test differs. */
async function realClaims(): Promise<JWTPayload> {
  return decodeJwt(await login());
}

const without = (claims: JWTPayload, name: string) =>
  Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));

describe('admin token claims', () => {
  it('a real sign-in carries iss, aud, iat, exp, sub and sid, and a copy of it gets in', async () => {
    const claims = await realClaims();
    expect(claims).toMatchObject({
      iss: 'kovalam-berlin',
      aud: 'kovalam-berlin-admin',
      sub: 'admin@example.com',
      role: 'admin',
    });
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
    expect(claims.sid).toMatch(/^[0-9a-f]{32}$/);
    // The control: re-signing the same claims is accepted, so each refusal below is the claim's doing.
    expect((await api('GET', '/api/auth/session', { token: await signed(claims) })).status).toBe(200);
  });

  it.each(['exp', 'iat', 'iss', 'aud', 'sid', 'sub'])(
    'refuses a token signed with the real key but without %s',
    async (claim) => {
      const token = await signed(without(await realClaims(), claim));
      expect(await api('GET', '/api/auth/session', { token })).toMatchObject({
        status: 401,
        json: { error: 'Authentication required' },
      });
    },
  );

  it.each([
    ['another audience', { aud: 'kovalam-berlin-guest' }],
    ['another issuer', { iss: 'someone-else' }],
    ['an iat over 12 hours ago (with a far exp)', { iat: nowSeconds() - 12 * 3600 - 60, exp: nowSeconds() + 3600 }],
    ['an iat in the future', { iat: nowSeconds() + 3600 }],
    ['a session id that was never issued', { sid: 'f'.repeat(32) }],
    ['another email than the session’s', { sub: 'chef@example.com' }],
  ])('refuses a token with %s', async (_label, changes) => {
    const token = await signed({ ...(await realClaims()), ...changes });
    expect((await api('GET', '/api/auth/session', { token })).status).toBe(401);
    expect((await api('GET', '/api/orders', { token })).status).toBe(401);
  });
});

import { SignJWT, jwtVerify } from 'jose';
import { SESSION_HOURS } from '../../../shared/constants';

/** Who issues the admin token and for whom: a token minted for anything else is refused. */
const TOKEN_ISSUER = 'kovalam-berlin';
const TOKEN_AUDIENCE = 'kovalam-berlin-admin';

const encoder = new TextEncoder();
const key = (secret: string) => encoder.encode(secret);

export type AdminClaims = { email: string; sessionId: string };

export async function signAdminToken({ email, sessionId }: AdminClaims, secret: string, issuedAt = new Date()) {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ role: 'admin', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(email)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_HOURS * 3600)
    .sign(key(secret));
}

/**
 * The claims of a well-formed admin token, or null for a missing, expired, forged or unsigned
 * one, and for one that lacks any claim we rely on: a token without `exp` would never expire.
 */
export async function verifyAdminToken(token: string, secret: string): Promise<AdminClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub', 'sid'],
      maxTokenAge: `${SESSION_HOURS}h`,
    });
    const { role, sub, sid } = payload;
    return role === 'admin' && typeof sub === 'string' && typeof sid === 'string' && sid
      ? { email: sub, sessionId: sid }
      : null;
  } catch {
    return null;
  }
}

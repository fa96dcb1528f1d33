import { SignJWT, jwtVerify } from 'jose';
import { SESSION_HOURS } from '../../shared/constants';

const encoder = new TextEncoder();
const key = (secret: string) => encoder.encode(secret);

export async function signAdminToken(email: string, secret: string, issuedAt = new Date()) {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_HOURS * 3600)
    .sign(key(secret));
}

/** The admin's email, or null for a missing, expired, forged or unsigned token. */
export async function verifyAdminToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload.role === 'admin' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

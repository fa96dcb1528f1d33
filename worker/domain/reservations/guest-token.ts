import { SignJWT, errors, jwtVerify } from 'jose';
import { newId } from '../../infra/ids';

/**
 * What a guest's emailed link may do. Each purpose is the token's audience, so a link minted
 * for one job (or an admin token) is refused for any other.
 */
export type GuestTokenPurpose = 'manage-booking' | 'data-access' | 'data-deletion' | 'waitlist';
/** Every emailed link's purpose: a guest's, or a staff member's (./staff-link-token.ts). */
/** Every kind of emailed link this signs: a guest's, or a staff member's invite and reset. */
export type LinkPurpose = GuestTokenPurpose | 'staff-invite' | 'password-reset';

const ISSUER = 'kovalam-berlin';
const encoder = new TextEncoder();

/** Claims of our own beside the registered ones (a staff link's password version). */
type ExtraClaims = Record<string, number>;
type GuestToken = { subject: string; id: string; expiresAt: number; claims: Record<string, unknown> };
export type GuestTokenCheck = { ok: true; token: GuestToken } | { ok: false; reason: 'expired' | 'invalid' };

/** A signed link token for `subject` (a reservation id, an email), valid until `expiresAt`. */
export async function signGuestToken(
  secret: string,
  purpose: LinkPurpose,
  subject: string,
  expiresAt: Date,
  issuedAt: Date,
  claims: ExtraClaims = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setSubject(subject)
    .setJti(newId())
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(encoder.encode(secret));
}

/**
 * The token's subject and id when it was signed by us for this purpose and has not expired.
 * `currentDate` lets tests and the cron judge expiry at their own clock.
 */
export async function verifyGuestToken(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  currentDate: Date,
): Promise<GuestTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: purpose,
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      currentDate,
    });
    return {
      ok: true,
      token: { subject: payload.sub!, id: payload.jti!, expiresAt: payload.exp! * 1000, claims: payload },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

import { SignJWT, errors, jwtVerify } from 'jose';
import { PASSWORD_RESET_MINUTES, STAFF_INVITE_HOURS } from '../../shared/constants';
import { newId } from './ids';

/**
 * A staff member's emailed link (issue 14): an invite to set a first password, or a reset. The
 * purpose is the token's audience, so neither works for the other, nor as a guest's or admin token.
 */
export type StaffLinkPurpose = 'staff-invite' | 'password-reset';

const ISSUER = 'kovalam-berlin';
const encoder = new TextEncoder();
const LIFETIME_MS: Record<StaffLinkPurpose, number> = {
  'staff-invite': STAFF_INVITE_HOURS * 3_600_000,
  'password-reset': PASSWORD_RESET_MINUTES * 60_000,
};

export type StaffLink = { purpose: StaffLinkPurpose; accountId: string; jti: string; expiresAt: number };
export type StaffLinkCheck = { ok: true; link: StaffLink } | { ok: false; reason: 'expired' | 'invalid' };

/** A link token for the account `accountId`, valid for its purpose's lifetime from `issuedAt`. */
export async function signStaffLink(secret: string, purpose: StaffLinkPurpose, accountId: string, issuedAt: Date) {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setSubject(accountId)
    .setJti(newId())
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_MS[purpose] / 1000)
    .sign(encoder.encode(secret));
}

/** Which link this is, if we signed it for either purpose; an expired one says so (410, not 401). */
export async function verifyStaffLink(secret: string, token: string, currentDate: Date): Promise<StaffLinkCheck> {
  let expired = false;
  for (const purpose of Object.keys(LIFETIME_MS) as StaffLinkPurpose[]) {
    try {
      const { payload } = await jwtVerify(token, encoder.encode(secret), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: purpose,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        currentDate,
      });
      return { ok: true, link: { purpose, accountId: payload.sub!, jti: payload.jti!, expiresAt: payload.exp! * 1000 } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) expired = true;
    }
  }
  return { ok: false, reason: expired ? 'expired' : 'invalid' };
}

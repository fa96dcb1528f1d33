import { PASSWORD_RESET_MINUTES, STAFF_INVITE_HOURS } from '../../shared/constants';
import { signGuestToken, verifyGuestToken } from './guest-token';

/**
 * A staff member's emailed link (issue 14): an invite to set a first password, or a reset. The
 * purpose is the token's audience, so neither works for the other, nor as a guest's or admin token. Signed
 * and checked as a guest's links are (./guest-token.ts).
 */
export type StaffLinkPurpose = 'staff-invite' | 'password-reset';

const LIFETIME_MS: Record<StaffLinkPurpose, number> = {
  'staff-invite': STAFF_INVITE_HOURS * 3_600_000,
  'password-reset': PASSWORD_RESET_MINUTES * 60_000,
};

type StaffLink = { purpose: StaffLinkPurpose; accountId: string; jti: string; expiresAt: number };
export type StaffLinkCheck = { ok: true; link: StaffLink } | { ok: false; reason: 'expired' | 'invalid' };

/** A link token for the account `accountId`, valid for its purpose's lifetime from `issuedAt`. */
export function signStaffLink(secret: string, purpose: StaffLinkPurpose, accountId: string, issuedAt: Date) {
  return signGuestToken(secret, purpose, accountId, new Date(issuedAt.getTime() + LIFETIME_MS[purpose]), issuedAt);
}

/** Which link this is, if we signed it for either purpose; an expired one says so (410, not 401). */
export async function verifyStaffLink(secret: string, token: string, currentDate: Date): Promise<StaffLinkCheck> {
  let expired = false;
  for (const purpose of Object.keys(LIFETIME_MS) as StaffLinkPurpose[]) {
    const check = await verifyGuestToken(secret, purpose, token, currentDate);
    if (check.ok) return { ok: true, link: { purpose, accountId: check.token.subject, jti: check.token.id, expiresAt: check.token.expiresAt } };
    if (check.reason === 'expired') expired = true;
  }
  return { ok: false, reason: expired ? 'expired' : 'invalid' };
}

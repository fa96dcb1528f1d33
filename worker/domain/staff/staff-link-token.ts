import { PASSWORD_RESET_MINUTES, STAFF_INVITE_HOURS } from '../../../shared/constants';
import { signGuestToken, verifyGuestToken, type LinkPurpose } from '../reservations/guest-token';

/**
 * A staff member's emailed link (issue 14): an invite to set a first password, or a reset. The
 * purpose is the token's audience, so neither works for the other, nor as a guest's or admin token. Signed
 * and checked as a guest's links are (./guest-token.ts).
 */
export type StaffLinkPurpose = Extract<LinkPurpose, 'staff-invite' | 'password-reset'>;

const LIFETIME_MS: Record<StaffLinkPurpose, number> = {
  'staff-invite': STAFF_INVITE_HOURS * 3_600_000,
  'password-reset': PASSWORD_RESET_MINUTES * 60_000,
};

/**
 * The claim holding the account's password version when the link was sent (staff_users.password_version):
 * a newer password, or a deactivation since, retires every link sent before it (issue 26).
 */
const VERSION_CLAIM = 'pwv';

/** Whose link: the account and the password version it was sent under. */
export type LinkAccount = { id: string; passwordVersion: number };
type StaffLink = {
  purpose: StaffLinkPurpose;
  accountId: string;
  passwordVersion: number;
  jti: string;
  expiresAt: number;
};
export type StaffLinkCheck = { ok: true; link: StaffLink } | { ok: false; reason: 'expired' | 'invalid' };

/** A link token for `account`, valid for its purpose's lifetime from `issuedAt` while its password version stays. */
export function signStaffLink(secret: string, purpose: StaffLinkPurpose, account: LinkAccount, issuedAt: Date) {
  const expiresAt = new Date(issuedAt.getTime() + LIFETIME_MS[purpose]);
  return signGuestToken(secret, purpose, account.id, expiresAt, issuedAt, { [VERSION_CLAIM]: account.passwordVersion });
}

/**
 * Which link this is, if we signed it for either purpose; an expired one says so (410, not 401).
 * A token without the version (sent before issue 26) is invalid: it could outlive a password change.
 */
export async function verifyStaffLink(secret: string, token: string, currentDate: Date): Promise<StaffLinkCheck> {
  let expired = false;
  for (const purpose of Object.keys(LIFETIME_MS) as StaffLinkPurpose[]) {
    const check = await verifyGuestToken(secret, purpose, token, currentDate);
    if (check.ok) {
      const passwordVersion = check.token.claims[VERSION_CLAIM];
      if (!Number.isSafeInteger(passwordVersion)) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        link: {
          purpose,
          accountId: check.token.subject,
          passwordVersion: passwordVersion as number,
          jti: check.token.id,
          expiresAt: check.token.expiresAt,
        },
      };
    }
    if (check.reason === 'expired') expired = true;
  }
  return { ok: false, reason: expired ? 'expired' : 'invalid' };
}

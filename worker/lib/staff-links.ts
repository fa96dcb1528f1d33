import { STAFF_SET_PASSWORD_PAGE } from '../../shared/private-pages';
import { notInArray, type SQL } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { StaffRole } from '../../shared/constants';
import type { EmailKind } from './outbox/outgoing-email';
import { signStaffLink, type StaffLinkPurpose } from './staff-link-token';

/** The page both emailed links open (web/src/features/staff-password/set-password-route.tsx). */
const SET_PASSWORD_PATH = STAFF_SET_PASSWORD_PAGE;

/** The link of an invite or a reset for one account, on the site the request came to. */
export async function setPasswordUrl(secret: string, origin: string, purpose: StaffLinkPurpose, accountId: string, at: Date) {
  return `${origin}${SET_PASSWORD_PATH}?token=${await signStaffLink(secret, purpose, accountId, at)}`;
}

/**
 * Emails whose link sets an account's password. Anyone who reads one can take the account, so in
 * the Emails page (which all staff use) only owners see them: the others' lists and reads skip them.
 */
const ACCOUNT_LINK_EMAILS: EmailKind[] = ['staff-invite', 'password-reset'];

/** The outbox rows `role` may read: a condition to AND into the Emails page's queries. */
export const emailsVisibleTo = (role: StaffRole): SQL | undefined =>
  role === 'owner' ? undefined : notInArray(emailOutbox.kind, ACCOUNT_LINK_EMAILS);

import { STAFF_SET_PASSWORD_PAGE } from '../../../shared/private-pages';
import { notInArray, type SQL } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { StaffRole } from '../../../shared/constants';
import type { EmailKind } from '../../infra/outbox/outgoing-email';
import { signStaffLink, type LinkAccount, type StaffLinkPurpose } from './staff-link-token';

/** The page both emailed links open (web/src/features/staff-password/set-password-route.tsx). */
const SET_PASSWORD_PATH = STAFF_SET_PASSWORD_PAGE;

/** The link of an invite or a reset for one account, on the site's configured origin (./site-origin.ts). */
export async function setPasswordUrl(
  secret: string,
  origin: string,
  purpose: StaffLinkPurpose,
  account: LinkAccount,
  at: Date,
) {
  return `${origin}${SET_PASSWORD_PATH}?token=${await signStaffLink(secret, purpose, account, at)}`;
}

/**
 * Emails only owners see in the Emails page (which all staff use); the others' lists, reads,
 * previews and resends skip them. An invite or reset sets an account's password; a data request
 * names an address someone asked to read or erase (issue 26: staff filed one for any guest from the
 * public form and followed its link). Every link's token is masked for owners too
 * (./mask-email-links.ts); this hides even that the email exists.
 */
const OWNER_ONLY_EMAILS: EmailKind[] = ['staff-invite', 'password-reset', 'data-request'];

/** The outbox rows `role` may read: a condition to AND into the Emails page's queries. */
export const emailsVisibleTo = (role: StaffRole): SQL | undefined =>
  role === 'owner' ? undefined : notInArray(emailOutbox.kind, OWNER_ONLY_EMAILS);

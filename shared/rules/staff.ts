import * as v from 'valibot';
import { STAFF_ROLES } from '../constants';
import { emailRule } from './reservation';
import { visibleText } from './text';

/** The back office's staff forms (English only, issue 14): the API and the React forms share these. */
export const STAFF_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  nameTooLong: 'Name cannot exceed 80 characters',
  roleInvalid: `Role must be one of ${STAFF_ROLES.join(', ')}`,
  activeInvalid: 'active must be true or false',
  nothingToChange: 'Send a role or active to change',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 10 characters',
  passwordTooLong: 'Password cannot exceed 200 characters',
  passwordsDiffer: 'The two passwords are not the same',
  tokenRequired: 'The link is incomplete: open it again from your email',
  accountIdInvalid: 'Account id is not valid',
  // Answers of the API, shown as they come.
  alreadyInvited: 'This address already has an account',
  notFound: 'No such account',
  alreadyHasPassword: 'This account already has a password: ask them to use "Forgot your password?"',
  notSelf: 'You cannot deactivate or demote your own account',
  secretsOwner:
    'This owner comes from the ADMIN_EMAIL and ADMIN_PASSWORD secrets and cannot be deactivated or demoted here',
  lastOwner: 'There must always be at least one active owner',
  deactivated: 'This account is deactivated: ask an owner to reactivate it first',
  resetSent: 'If an account exists for this address, we have emailed a link.',
  passwordSet: 'Your password is set. You can now sign in.',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkGone: 'This link has expired or was already used. Ask for a new one.',
  linkReplaced:
    'This link no longer works: the password was changed or the account deactivated since it was sent. Ask for a new one.',
} as const;
const M = STAFF_MESSAGES;

const emailField = emailRule(M.emailRequired, M.emailInvalid);
const nameField = v.pipe(
  v.string(M.nameRequired),
  v.trim(),
  v.nonEmpty(M.nameRequired),
  v.maxLength(80, M.nameTooLong),
  visibleText('Name'),
);
const roleField = v.picklist(STAFF_ROLES, M.roleInvalid);
/** At least 10 characters: a passphrase is easier to remember and harder to guess than a short word. */
const passwordRule = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.minLength(10, M.passwordMin),
  v.maxLength(200, M.passwordTooLong),
);
const tokenField = v.pipe(
  v.string(M.tokenRequired),
  v.trim(),
  v.nonEmpty(M.tokenRequired),
  v.maxLength(2000, M.tokenRequired),
);

/** POST /api/staff/invite and the Invite staff dialog. */
export const staffInviteSchema = v.object({ email: emailField, name: nameField, role: roleField });
export type StaffInviteInput = v.InferInput<typeof staffInviteSchema>;

/** PATCH /api/staff/:id: a new role, deactivation or reactivation, or both. */
export const staffPatchSchema = v.pipe(
  v.object({ role: v.optional(roleField), active: v.optional(v.boolean(M.activeInvalid)) }),
  v.check((body) => body.role !== undefined || body.active !== undefined, M.nothingToChange),
);

export const staffIdParamSchema = v.object({
  id: v.pipe(v.string(M.accountIdInvalid), v.regex(/^[\w-]{1,64}$/, M.accountIdInvalid)),
});

/** POST /api/auth/forgot-password and its page. */
export const forgotPasswordSchema = v.object({ email: emailField });

/** POST /api/auth/set-password: an invite's or a reset's link token and the new password. */
export const setPasswordSchema = v.object({ token: tokenField, password: passwordRule });

/** The set-password page: the password twice, checked alike before it is sent. */
export const setPasswordFormSchema = v.pipe(
  v.object({ password: passwordRule, confirm: v.string(M.passwordRequired) }),
  v.forward(
    v.check((form) => form.password === form.confirm, M.passwordsDiffer),
    ['confirm'],
  ),
);
export type SetPasswordForm = v.InferInput<typeof setPasswordFormSchema>;

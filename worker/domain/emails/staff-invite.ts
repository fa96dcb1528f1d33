import type { Settings } from '../../../shared/rules/settings';
import { STAFF_INVITE_HOURS } from '../../../shared/constants';
import type { StaffRole } from '../../../shared/constants';
import { buildEmail } from './build';
import { restaurantOf } from './format';

// The back office is English only (issue 13), and so are its emails to staff.
const COPY = {
  subject: (restaurant: string) => `You're invited to the ${restaurant} back office`,
  heading: 'Set your password',
  greeting: (name: string) => `Hello ${name},`,
  body: (restaurant: string, role: StaffRole) =>
    `You have been given a ${role === 'owner' ? 'owner' : 'staff'} account for the ${restaurant} back office. ` +
    'Choose a password to start; after that, sign in with this email address and your password.',
  validity: `The link works once, for ${STAFF_INVITE_HOURS} hours. If it has expired, ask an owner to send a new invite.`,
  action: 'Set your password',
  closing: 'If you did not expect this invite, you can ignore this email: no account can be used without the password.',
};

/**
 * An invited member of staff: the link to set a first password (`/staff/set-password?token=…`),
 * in the name of the restaurant as the owner's settings state it (the seed's when absent).
 */
export function staffInviteEmail(to: string, name: string, role: StaffRole, url: string, restaurant?: Settings) {
  const r = restaurantOf({ restaurant });
  return buildEmail('staff-invite', to, COPY.subject(r.name), {
    restaurant: r,
    preview: COPY.validity,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(name), COPY.body(r.name, role), COPY.validity],
    action: { label: COPY.action, url },
    closing: COPY.closing,
  });
}

import type { Settings } from '../../../shared/rules/settings';
import { PASSWORD_RESET_MINUTES } from '../../../shared/constants';
import { buildEmail } from './build';
import { restaurantOf } from './format';

const COPY = {
  subject: (restaurant: string) => `Reset your ${restaurant} back-office password`,
  heading: 'Choose a new password',
  greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  body: 'Someone asked to reset the password of your back-office account. Follow the link to choose a new one; a new password signs your account out on every device.',
  validity: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
  action: 'Choose a new password',
  closing: 'If you did not ask for this, ignore this email: your password stays as it is.',
};

/** A forgotten password: the link to choose a new one (`/staff/set-password?token=…`), in the settings' name. */
export function passwordResetEmail(to: string, name: string, url: string, restaurant?: Settings) {
  const r = restaurantOf({ restaurant });
  return buildEmail('password-reset', to, COPY.subject(r.name), {
    restaurant: r,
    preview: COPY.validity,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(name), COPY.body, COPY.validity],
    action: { label: COPY.action, url },
    closing: COPY.closing,
  });
}

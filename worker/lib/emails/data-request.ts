import { RESTAURANT } from '../../../shared/restaurant';
import type { DataRequestType } from '../../../shared/rules/data-request';
import { buildEmail } from './build';

const COPY = {
  subject: { access: `Your data at ${RESTAURANT.name}: confirm your request`, deletion: `Delete your data at ${RESTAURANT.name}: confirm your request` },
  heading: { access: 'Confirm your data request', deletion: 'Confirm your deletion request' },
  body: {
    access: 'Someone, hopefully you, asked to see the data we hold for this email address. Open the link below to see it.',
    deletion: 'Someone, hopefully you, asked us to erase the data we hold for this email address. Open the link below to review and confirm the erasure.',
  },
  validity: 'The link is valid for 1 hour and only for this email address.',
  action: { access: 'See my data', deletion: 'Review and delete my data' },
  closing: 'If you did not ask for this, ignore this email: nothing happens without the link.',
};

/** The link that proves the requester reads this inbox (GDPR Art. 12(6)), valid 1 hour. */
export function dataRequestEmail(to: string, type: DataRequestType, confirmUrl: string) {
  return buildEmail('data-request', to, COPY.subject[type], {
    preview: COPY.validity,
    heading: COPY.heading[type],
    paragraphs: [COPY.body[type], COPY.validity],
    action: { label: COPY.action[type], url: confirmUrl },
    closing: COPY.closing,
  });
}

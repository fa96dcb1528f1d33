import { messagesFor } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';
import type { Settings } from '../../../shared/rules/settings';
import type { DataRequestType } from '../../../shared/rules/data-request';
import { buildEmail } from './build';
import { restaurantOf } from './format';

/**
 * The link that proves the requester reads this inbox (GDPR Art. 12(6)), valid 1 hour, in the
 * language they asked in, from the restaurant as its settings state it (the seed's when absent).
 */
export function dataRequestEmail(
  to: string,
  type: DataRequestType,
  confirmUrl: string,
  lang: Locale = 'en',
  restaurant?: Settings,
) {
  const m = messagesFor(lang).emails.dataRequest;
  const r = restaurantOf({ restaurant });
  return buildEmail('data-request', to, m.subject[type](r.name), {
    restaurant: r,
    lang,
    preview: m.validity,
    heading: m.heading[type],
    paragraphs: [m.body[type], m.validity],
    action: { label: m.action[type], url: confirmUrl },
    closing: m.closing,
  });
}

import { messagesFor } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';
import { RESTAURANT } from '../../../shared/restaurant';
import type { DataRequestType } from '../../../shared/rules/data-request';
import { buildEmail } from './build';

/** The link that proves the requester reads this inbox (GDPR Art. 12(6)), valid 1 hour, in the language they asked in. */
export function dataRequestEmail(to: string, type: DataRequestType, confirmUrl: string, lang: Locale = 'en') {
  const m = messagesFor(lang).emails.dataRequest;
  return buildEmail('data-request', to, m.subject[type](RESTAURANT.name), {
    lang,
    preview: m.validity,
    heading: m.heading[type],
    paragraphs: [m.body[type], m.validity],
    action: { label: m.action[type], url: confirmUrl },
    closing: m.closing,
  });
}

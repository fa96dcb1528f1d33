import { provideMessages } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * Loads the page's language only: each catalogue is its own chunk, which the prerendered page
 * preloads (scripts/prerender.mjs), so a German page never downloads the English texts, nor the reverse.
 */
export async function loadMessages(locale: Locale) {
  if (locale === 'de') provideMessages('de', (await import('../../../shared/i18n/de')).de);
  else provideMessages('en', (await import('../../../shared/i18n/en')).en);
}

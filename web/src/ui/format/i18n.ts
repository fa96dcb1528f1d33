import { messagesFor, type Messages } from '../../../../shared/i18n/catalogues';
import { localeOfPath, localizedPath, type Locale } from '../../../../shared/i18n/locales';
import { usePageLocation } from '../layout/page-location';

/** The page's language, from its path: /de/… is German (issue 13). */
export function useLocale(): Locale {
  return localeOfPath(usePageLocation().pathname);
}

/** The page's texts: the catalogue of its language (shared/i18n). */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}

/** Turns a site path into the same page in the page's language: '/menu' → '/de/menu' on a German page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizedPath(path, locale);
}

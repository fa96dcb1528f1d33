/**
 * The site's languages (issue 13): English at today's paths, German under /de. The API's paths
 * do not change; a request's language travels in its Accept-Language header.
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats each language with: British English, German as written in Germany. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/**
 * Remembers a guest's choice of language (set by the language switch, named on the privacy page):
 * `/` then serves the German home page to whoever chose German (worker/pages/home-page.ts).
 */
export const LANGUAGE_COOKIE = 'lang';

const PREFIX: Record<Locale, string> = { en: '', de: '/de' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language the switch offers: the site has two. */
export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/** The language a site path is in: /de and /de/… are German, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : 'en';
}

/** A path without its language prefix: /de/menu → /menu, /de → /. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** The same page in a language: ('/menu', 'de') → /de/menu, ('/', 'de') → /de. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = unlocalizedPath(pathname);
  if (locale === 'en') return path;
  return path === '/' ? PREFIX.de : `${PREFIX.de}${path}`;
}

/**
 * The language an Accept-Language header asks for first among ours (q-values respected),
 * or English. "de-AT, en;q=0.8" → de.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

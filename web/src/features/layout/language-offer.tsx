import { useState } from 'react';
import { X } from 'lucide-react';
import { LANGUAGE_COOKIE, isLocale, preferredLocale } from '../../../../shared/i18n/locales';
import { useHydrated } from '../../ui/use-hydrated';
import { useLocale, useMessages } from '../../ui/i18n';
import { rememberLanguage, useOtherLanguage } from './language-switch';

const chosenLanguage = () => document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.slice(LANGUAGE_COOKIE.length + 1);

/**
 * A guest whose browser prefers the other language, and who has not chosen one yet, is offered it
 * with one small link; nothing redirects (issue 13). Fixed at the bottom, so it moves nothing on
 * the page, and only once the page runs: the prerendered HTML is the same for everyone.
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  const locale = useLocale();
  const m = useMessages();
  const other = useOtherLanguage();
  const [dismissed, setDismissed] = useState(false);
  if (!other || !hydrated || dismissed || isLocale(chosenLanguage())) return null;
  if (preferredLocale(navigator.languages.join(',')) !== other.locale) return null;
  return (
    // A landmark of its own (axe: all content in regions), named by what it offers.
    <aside lang={other.locale} aria-label={m.common.language.offer} className="fixed inset-x-3 bottom-3 z-40 flex items-center justify-between gap-2 rounded-full bg-tamarind-dark py-1.5 pl-5 pr-1.5 text-sm text-cream shadow-lg sm:inset-x-auto sm:left-4">
      <a href={other.href} hrefLang={other.locale} onClick={() => rememberLanguage(other.locale)} className="font-semibold underline underline-offset-4">
        {m.common.language.offer}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(locale);
          setDismissed(true);
        }}
        className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only" lang={locale}>{m.common.language.dismissOffer}</span>
      </button>
    </aside>
  );
}

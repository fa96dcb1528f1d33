import { X } from 'lucide-react';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { useOtherLanguage } from './language-switch';
import { LANGUAGE_OFFER_ID } from './page-behaviour';

/**
 * The offer of the other language, drawn hidden into every guest page: page-behaviour.ts shows it
 * to a guest whose browser prefers that language and who has not chosen one. Fixed at the bottom,
 * so it moves nothing on the page.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const m = useMessages();
  const other = useOtherLanguage();
  if (!other) return null;
  return (
    // A landmark of its own (axe: all content in regions), named by what it offers.
    <aside
      id={LANGUAGE_OFFER_ID}
      hidden
      lang={other.locale}
      aria-label={m.common.language.offer}
      className="fixed inset-x-3 bottom-3 z-40 flex items-center justify-between gap-2 rounded-full bg-tamarind-dark py-1.5 pl-5 pr-1.5 text-sm text-cream shadow-lg sm:inset-x-auto sm:left-4"
    >
      <a
        href={other.href}
        hrefLang={other.locale}
        data-remember-language={other.locale}
        className="font-semibold underline underline-offset-4"
      >
        {m.common.language.offer}
      </a>
      <button
        type="button"
        data-remember-language={locale}
        className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only" lang={locale}>
          {m.common.language.dismissOffer}
        </span>
      </button>
    </aside>
  );
}

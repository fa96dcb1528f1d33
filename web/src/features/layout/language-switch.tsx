import { Languages } from 'lucide-react';
import { localizedPath, otherLocale, type Locale } from '../../../../shared/i18n/locales';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { usePageLocation } from '../../ui/layout/page-location';

// Sign-in, the staff password pages and the back office are English only (issue 13): no other language to offer.
const ENGLISH_ONLY = /^\/(admin|login|staff|forgot-password)(\/|$)/;

/** The same page, query included, in the other language: what the switch and the offer link to. */
export function useOtherLanguage() {
  const { pathname, search, hash } = usePageLocation();
  const locale: Locale = otherLocale(useLocale());
  if (ENGLISH_ONLY.test(pathname)) return null;
  return { locale, href: `${localizedPath(pathname, locale)}${search}${hash}` };
}

/**
 * A plain link, not a router link: the other language's page loads afresh with its own catalogue
 * (app/load-messages.ts). Forms keep what was typed through their own drafts (the booking form).
 */
export function LanguageSwitch() {
  const m = useMessages();
  const other = useOtherLanguage();
  if (!other) return null;
  return (
    <a
      href={other.href}
      hrefLang={other.locale}
      lang={other.locale}
      aria-label={m.common.language.switchLabel}
      // The click remembers the choice (page-behaviour.ts), with or without React on the page.
      data-remember-language={other.locale}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-tamarind-dark hover:bg-sand"
    >
      <Languages aria-hidden="true" className="size-4" />
      {/* Below 360 px the header has room for the icon only; the link keeps its name (aria-label). */}
      <span className="max-[359px]:sr-only">{m.common.language.switchTo}</span>
    </a>
  );
}

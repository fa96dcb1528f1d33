import { berlinYear } from '../../../../shared/berlin-time';
import {
  LANGUAGE_COOKIE,
  isLocale,
  localeOfPath,
  localizedPath,
  preferredLocale,
} from '../../../../shared/i18n/locales';

const ONE_YEAR = 60 * 60 * 24 * 365;
export const MOBILE_NAV_ID = 'mobile-nav';
export const LANGUAGE_OFFER_ID = 'language-offer';

/*
 * What the header and the language offer do, in plain DOM code. A guest page that runs as islands
 * never hydrates its header (docs/decisions/023), and the single-page app runs the same code, so
 * both behave alike. React draws the markup; this only reacts to it.
 */

const chosenLanguage = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/** Remembers the guest's language for a year (the privacy page names this cookie). */
function rememberLanguage(locale: string) {
  if (isLocale(locale))
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; Secure`;
}

/** `data-remember-language` on a link or button: a click there is the guest's choice of language. */
function onClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-remember-language]');
  if (!target) return;
  const locale = target.dataset.rememberLanguage ?? '';
  rememberLanguage(locale);
  // The same page in that language, as the address is now: a category picked or a form's step
  // taken since React last drew the link (or before it woke up) is kept.
  if (target instanceof HTMLAnchorElement && isLocale(locale)) {
    const { pathname, search, hash } = window.location;
    target.href = `${localizedPath(pathname, locale)}${search}${hash}`;
  }
  if (target.closest(`#${LANGUAGE_OFFER_ID}`) && target.localName === 'button')
    document.getElementById(LANGUAGE_OFFER_ID)?.setAttribute('hidden', '');
}

/**
 * A guest whose browser prefers the other language, and who has not chosen one yet, is offered it
 * with one small link; nothing redirects (issue 13). The page is the same for everyone, so the
 * offer is drawn hidden and shown here.
 */
function offerOtherLanguage() {
  const offer = document.getElementById(LANGUAGE_OFFER_ID);
  if (!offer || isLocale(chosenLanguage())) return;
  const here = localeOfPath(window.location.pathname);
  if (preferredLocale(navigator.languages.join(',')) !== here) offer.removeAttribute('hidden');
}

let installed = false;

/** Called once the page's markup is there: by the islands (app/islands.tsx) or the app's layout. */
export function installPageBehaviour() {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  offerOtherLanguage();
}

/** Closes the mobile menu: a navigation inside the app does not load a new page that would. */
export function closeMobileNav() {
  const nav = document.getElementById(MOBILE_NAV_ID);
  if (nav?.matches(':popover-open')) nav.hidePopover();
}

/** The footer's year, from the visitor's Berlin clock: on a page whose footer React never hydrates. */
export function fillBerlinYear() {
  const year = document.querySelector('[data-berlin-year]');
  if (year) year.textContent = `${berlinYear()} `;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  DETAIL_ATTRIBUTE,
  DETAILS_FILLED_ATTRIBUTE,
  detailLinks,
  detailTexts,
  LINK_ATTRIBUTE,
  OPENING_HOURS_ATTRIBUTE,
  openingHoursHtml,
  type DetailField,
  type LinkField,
} from '../../../../shared/restaurant-details';
import { openingHoursLines } from '../../../../shared/opening-hours-text';
import { isLocale } from '../../../../shared/i18n/locales';
import { getCurrentDetails } from './api/get-current-details';

type Details = Awaited<ReturnType<typeof getCurrentDetails>>;

/** Read once per visit: what changes them is the owner's form, which reloads nothing else either. */
let current: Promise<Details> | undefined;

/** The Worker's pass (worker/pages/restaurant-details.ts) over the marked elements, done in the browser. */
function fill({ settings, week }: Details) {
  const texts = detailTexts(settings);
  const links = detailLinks(settings);
  for (const el of document.querySelectorAll<HTMLElement>(`[${DETAIL_ATTRIBUTE}]`)) {
    const value = texts[el.getAttribute(DETAIL_ATTRIBUTE) as DetailField];
    if (value !== undefined && el.textContent !== value) el.textContent = value;
  }
  for (const el of document.querySelectorAll<HTMLAnchorElement>(`[${LINK_ATTRIBUTE}]`)) {
    const href = links[el.getAttribute(LINK_ATTRIBUTE) as LinkField];
    if (href !== undefined) el.setAttribute('href', href);
  }
  for (const el of document.querySelectorAll<HTMLElement>(`[${OPENING_HOURS_ATTRIBUTE}]`)) {
    const locale = el.getAttribute(OPENING_HOURS_ATTRIBUTE);
    el.innerHTML = openingHoursHtml(openingHoursLines(week, isLocale(locale) ? locale : 'en'));
  }
}

/**
 * The restaurant's details and hours on a page the Worker did not draw (issue 29): the app's
 * fallback shell (a 404, the back office) and every page the app draws as a signed-in staff member
 * navigates, where the build's seed values would show. React keeps the values written here: the
 * marked elements render the seed's and suppress the mismatch, as they do for the Worker's.
 * A page the Worker drew, as first loaded, needs nothing, so guests' pages make no request.
 */
export function useCurrentDetails() {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const drawn = first.current && document.documentElement.hasAttribute(DETAILS_FILLED_ATTRIBUTE);
    first.current = false;
    if (drawn) return;
    let live = true;
    current ??= getCurrentDetails().catch((error: unknown) => {
      current = undefined;
      throw error;
    });
    // Not filled in, the seed's values stay: the footer is still a footer.
    current.then((details) => live && fill(details)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
}

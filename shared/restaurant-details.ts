import { fullAddressOf, publicSettings, SEED_SETTINGS, telHref, type PublicSettings } from './rules/settings';

/**
 * The restaurant's details in a prerendered page (issue 29): the build draws the seed's values, each
 * in an element marked with the field it shows (its text) or links to (its href), and the Worker
 * writes the owner's current settings over them as it serves the page (worker/pages/restaurant-details.ts).
 */
export const DETAIL_ATTRIBUTE = 'data-restaurant';
export const LINK_ATTRIBUTE = 'data-restaurant-href';

export type DetailField = keyof ReturnType<typeof detailTexts>;
export type LinkField = keyof ReturnType<typeof detailLinks>;

export const detailTexts = (s: PublicSettings) => ({
  name: s.name,
  phone: s.phone,
  email: s.email,
  address: fullAddressOf(s),
  street: s.address.street,
  postalCode: s.address.postalCode,
  city: s.address.city,
  legalName: s.company.legalName,
  representative: s.company.representative,
  registerCourt: s.company.registerCourt,
  registerNumber: s.company.registerNumber,
  vatId: s.company.vatId,
  supervisoryAuthority: s.company.supervisoryAuthority,
});

export const detailLinks = (s: PublicSettings) => ({
  phone: telHref(s.phone),
  email: `mailto:${s.email}`,
  map: s.mapUrl,
  instagram: s.instagram,
});

/** What the build draws: the seed's details. */
export const SEED_DETAILS = detailTexts(publicSettings(SEED_SETTINGS));
export const SEED_LINKS = detailLinks(publicSettings(SEED_SETTINGS));

/**
 * The footer's opening hours, marked with the page's language: the build draws the seed week's
 * lines (shared/opening-hours-text.ts), the Worker the current rules' lines, as this same markup.
 */
export const OPENING_HOURS_ATTRIBUTE = 'data-opening-hours';

/**
 * On a page's <html>: the Worker wrote the current details over the seed's. A page without it (the
 * app's fallback shell) or one the app drew after navigating fills them in itself
 * (web/src/features/layout/use-current-details.ts).
 */
export const DETAILS_FILLED_ATTRIBUTE = 'data-restaurant-filled';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const openingHoursHtml = (lines: readonly string[]) =>
  lines.map((line) => `<li>${line.replace(/[&<>"']/g, (ch) => ESCAPES[ch])}</li>`).join('');

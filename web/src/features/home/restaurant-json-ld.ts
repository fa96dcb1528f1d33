import { INTL_TAG, localizedPath, type Locale } from '../../../../shared/i18n/locales';
import { restaurantFacts } from '../../../../shared/restaurant-facts';
import { publicSettings, SEED_SETTINGS } from '../../../../shared/rules/settings';
import { SEED_OPENING_WEEK } from '../../../../shared/opening-hours-text';

/**
 * schema.org data about the restaurant for search engines. The build writes it into the home
 * page's templates with a placeholder origin and the seed's details and week; the Worker fills in
 * the site's own origin (decision 009) and the owner's current details and hours (issue 29).
 */
export function restaurantJsonLd(origin: string, locale: Locale = 'en') {
  const page = (path: string) => `${origin}${localizedPath(path, locale)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    ...restaurantFacts(publicSettings(SEED_SETTINGS), SEED_OPENING_WEEK),
    inLanguage: INTL_TAG[locale],
    url: page('/'),
    image: `${origin}/images/home-intro.svg`,
    logo: `${origin}/images/logo.svg`,
    servesCuisine:
      locale === 'de'
        ? ['Südindisch', 'Indisch', 'Kerala', 'Chettinad']
        : ['South Indian', 'Indian', 'Kerala', 'Chettinad'],
    priceRange: '€€',
    acceptsReservations: page('/reserve'),
    hasMenu: page('/menu'),
    menu: page('/menu'),
  };
}

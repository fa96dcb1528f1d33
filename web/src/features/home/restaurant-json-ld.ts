import { RESTAURANT } from '../../../../shared/restaurant';
import { INTL_TAG, localizedPath, type Locale } from '../../../../shared/i18n/locales';

/**
 * schema.org data about the restaurant for search engines. The build writes it into the home
 * page's templates with a placeholder origin; the Worker fills in the site's own (decision 009).
 */
export function restaurantJsonLd(origin: string, locale: Locale = 'en') {
  const page = (path: string) => `${origin}${localizedPath(path, locale)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: RESTAURANT.name,
    inLanguage: INTL_TAG[locale],
    url: page('/'),
    image: `${origin}/images/home-intro.svg`,
    logo: `${origin}/images/logo.svg`,
    telephone: RESTAURANT.phone.display,
    email: RESTAURANT.email,
    servesCuisine:
      locale === 'de'
        ? ['Südindisch', 'Indisch', 'Kerala', 'Chettinad']
        : ['South Indian', 'Indian', 'Kerala', 'Chettinad'],
    priceRange: '€€',
    acceptsReservations: page('/reserve'),
    hasMenu: page('/menu'),
    menu: page('/menu'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: RESTAURANT.address.street,
      postalCode: RESTAURANT.address.postalCode,
      addressLocality: RESTAURANT.address.city,
      addressCountry: RESTAURANT.address.country,
    },
    openingHoursSpecification: RESTAURANT.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: RESTAURANT.openDays,
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: [RESTAURANT.instagram],
  };
}

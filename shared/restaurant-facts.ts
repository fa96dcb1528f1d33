import { RESTAURANT } from './restaurant';
import type { PublicSettings } from './rules/settings';
import { servicesByDays, type OpeningWeek } from './opening-hours-text';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The part of the home page's schema.org Restaurant that the owner sets (issue 29): the build
 * writes the seed's, the Worker the current settings' and rules' over it (worker/pages/restaurant-details.ts).
 */
export function restaurantFacts(settings: PublicSettings, week: OpeningWeek) {
  return {
    name: settings.name,
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressCountry: RESTAURANT.address.country,
    },
    // One entry per distinct opening time and its weekdays. `closes` is the service's end as the
    // rules define it, the last seating (docs/decisions/043): guests seated then stay on after it,
    // but how long depends on their party's table, so the rules state no later time.
    openingHoursSpecification: servicesByDays(week, (s) => `${s.from}\n${s.until}`).map(({ service, days }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...days].sort((a, b) => a - b).map((day) => SCHEMA_DAYS[day]),
      opens: service.from,
      closes: service.until,
    })),
    sameAs: [settings.instagram],
  };
}

import { useEffect } from 'react';
import { RESTAURANT } from '../../config/restaurant';

function restaurantJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: RESTAURANT.name,
    url: `${origin}/`,
    image: `${origin}/images/home-intro.svg`,
    logo: `${origin}/images/logo.svg`,
    telephone: RESTAURANT.phone.display,
    email: RESTAURANT.email,
    servesCuisine: ['South Indian', 'Indian', 'Kerala', 'Chettinad'],
    priceRange: '€€',
    acceptsReservations: `${origin}/reserve`,
    hasMenu: `${origin}/menu`,
    menu: `${origin}/menu`,
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

/**
 * The CSP allows no inline scripts, so the JSON-LD block is added by this module at runtime.
 * A data block is never executed, so it raises no CSP violation.
 */
export function useRestaurantJsonLd() {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = 'restaurant-json-ld';
    script.textContent = JSON.stringify(restaurantJsonLd(window.location.origin));
    document.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, []);
}

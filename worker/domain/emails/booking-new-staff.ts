import { RESTAURANT } from '../../../shared/restaurant';
import { allergenNames } from '../../../shared/allergen-codes';
import type { BookingAllergies } from '../../../shared/rules/reservation';
import { buildEmail } from './build';
import { detailRows, partySize, whenInWords, restaurantOf, type BookingDetails } from './format';

const COPY = {
  subject: (name: string, guests: string, when: string) => `New booking: ${name}, ${guests}, ${when}`,
  heading: 'A new booking request',
  body: 'A guest has asked for a table. It holds its place until you confirm or cancel it on the dashboard.',
  none: 'None',
  action: 'Open the dashboard',
  allergies: 'Allergies',
  note: 'Note',
};

/** Each allergen in words (never a code), then the guest's own note: for the kitchen to act on. */
const allergiesInWords = (allergies: BookingAllergies | null | undefined) =>
  allergies
    ? [allergenNames(allergies.allergens).join(', '), allergies.note && `${COPY.note}: ${allergies.note}`]
        .filter(Boolean)
        .join('. ')
    : COPY.none;

/** To the restaurant's inbox: everything staff need to prepare the table. */
export function bookingNewStaffEmail(booking: BookingDetails) {
  const guests = partySize(booking.guests);
  return buildEmail(
    'booking-new-staff',
    restaurantOf(booking).inbox,
    COPY.subject(booking.name, guests, whenInWords(booking)),
    {
      preview: `${booking.name}, ${guests}, ${whenInWords(booking)}`,
      heading: COPY.heading,
      paragraphs: [COPY.body],
      details: [
        ...detailRows(booking, ['name', 'email', 'phone', 'date', 'time', 'guests', 'occasion', 'requests'], COPY.none),
        [COPY.allergies, allergiesInWords(booking.allergies)],
        ['Language', booking.language === 'de' ? 'German' : 'English'],
      ],
      action: { label: COPY.action, url: `${RESTAURANT.url}/admin/dashboard` },
      restaurant: restaurantOf(booking),
    },
    { reservationId: booking.id },
  );
}

import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { detailRows, partySize, whenInWords, restaurantOf, type BookingDetails } from './format';

const COPY = {
  subject: (name: string, guests: string, when: string) => `New booking: ${name}, ${guests}, ${when}`,
  heading: 'A new booking request',
  body: 'A guest has asked for a table. It holds its place until you confirm or cancel it on the dashboard.',
  none: 'None',
  action: 'Open the dashboard',
};

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
        ['Language', booking.language === 'de' ? 'German' : 'English'],
      ],
      action: { label: COPY.action, url: `${RESTAURANT.url}/admin/dashboard` },
      restaurant: restaurantOf(booking),
    },
    { reservationId: booking.id },
  );
}

import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { detailRows, whenInWords, restaurantOf, type BookingDetails } from './format';

const COPY = {
  subject: (name: string, when: string) => `Cancelled by the guest: ${name}, ${when}`,
  heading: 'A guest cancelled their booking',
  body: 'The guest cancelled from their manage link. The table is free again and the public form can book it.',
  action: 'Open the dashboard',
};

/** To the restaurant's inbox, when a guest cancels their own booking. */
export function bookingCancelledByGuestEmail(booking: BookingDetails) {
  return buildEmail(
    'booking-cancelled-by-guest',
    restaurantOf(booking).inbox,
    COPY.subject(booking.name, whenInWords(booking)),
    {
      preview: `${booking.name}, ${whenInWords(booking)}`,
      heading: COPY.heading,
      paragraphs: [COPY.body],
      details: detailRows(booking, ['name', 'email', 'phone', 'date', 'time', 'guests']),
      action: { label: COPY.action, url: `${RESTAURANT.url}/admin/dashboard` },
      restaurant: restaurantOf(booking),
    },
    { reservationId: booking.id },
  );
}

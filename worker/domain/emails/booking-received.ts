import { languageOf, restaurantOf, whenInWords, type BookingDetails } from './format';
import { guestBookingEmail } from './guest-booking-email';

/** At once, when a guest books: a request that staff will confirm, with the manage link. */
export function bookingReceivedEmail(booking: BookingDetails, manageUrl: string) {
  return guestBookingEmail(
    'booking-received',
    booking,
    (m) => ({
      ...m.received,
      subject: m.received.subject(restaurantOf(booking).name, whenInWords(booking, languageOf(booking))),
    }),
    ['date', 'time', 'guests', 'occasion'],
    manageUrl,
  );
}

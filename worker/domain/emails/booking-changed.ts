import { languageOf, restaurantOf, whenInWords, type BookingDetails } from './format';
import { guestBookingEmail } from './guest-booking-email';

/** When staff change a booking's date, time or party size: the new details and the manage link. */
export function bookingChangedEmail(booking: BookingDetails, manageUrl: string) {
  return guestBookingEmail(
    'booking-changed',
    booking,
    (m) => ({
      ...m.changed,
      subject: m.changed.subject(restaurantOf(booking).name, whenInWords(booking, languageOf(booking))),
      preview: m.changed.heading,
      closing: m.changed.closing(restaurantOf(booking).phone),
    }),
    ['date', 'time', 'guests', 'address'],
    manageUrl,
  );
}

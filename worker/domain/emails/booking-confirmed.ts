import { languageOf, restaurantOf, whenInWords, type BookingDetails } from './format';
import { bookingIcs, ICS_FILENAME } from './booking-ics';
import { guestBookingEmail } from './guest-booking-email';

/** When staff confirm: the table, its .ics (Berlin time, 2 hours, the address) and the manage link. */
export function bookingConfirmedEmail(booking: BookingDetails, manageUrl: string, stamp: Date) {
  return guestBookingEmail(
    'booking-confirmed',
    booking,
    (m) => ({
      ...m.confirmed,
      subject: m.confirmed.subject(restaurantOf(booking).name, whenInWords(booking, languageOf(booking))),
      preview: m.confirmed.heading,
      closing: m.confirmed.closing(restaurantOf(booking).phone),
    }),
    ['date', 'time', 'guests', 'occasion', 'address'],
    manageUrl,
    [{ filename: ICS_FILENAME, type: 'text/calendar', content: bookingIcs(booking, { stamp, manageUrl }).base64 }],
  );
}

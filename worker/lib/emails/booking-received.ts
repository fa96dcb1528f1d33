import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { detailRows, whenInWords, type BookingDetails } from './format';

// Every word of this email, in one place, for the German version to come.
const COPY = {
  subject: (when: string) => `Your booking request at ${RESTAURANT.name}: ${when}`,
  heading: 'We have your booking request',
  greeting: (name: string) => `Dear ${name},`,
  body: 'Thank you for choosing us. Your booking is a request for now: our staff will confirm it by email shortly.',
  action: 'Manage your booking',
  closing: 'You can cancel the booking from the same link if your plans change.',
};

export function bookingReceivedEmail(booking: BookingDetails, manageUrl: string) {
  return buildEmail('booking-received', booking.email, COPY.subject(whenInWords(booking)), {
    preview: COPY.body,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(booking.name), COPY.body],
    details: detailRows(booking, ['date', 'time', 'guests', 'occasion']),
    action: { label: COPY.action, url: manageUrl },
    closing: COPY.closing,
  }, { reservationId: booking.id });
}

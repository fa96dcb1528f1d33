import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { dayInWords, occasionOf, partySize, whenInWords, type BookingDetails } from './format';

// Every word of this email, in one place, for the German version to come.
const COPY = {
  subject: (when: string) => `Your booking request at ${RESTAURANT.name}: ${when}`,
  heading: 'We have your booking request',
  greeting: (name: string) => `Dear ${name},`,
  body: 'Thank you for choosing us. Your booking is a request for now: our staff will confirm it by email shortly.',
  labels: { date: 'Date', time: 'Time', guests: 'Guests', occasion: 'Occasion' },
  action: 'Manage your booking',
  closing: 'You can cancel the booking from the same link if your plans change.',
};

export function bookingReceivedEmail(booking: BookingDetails, manageUrl: string) {
  return buildEmail('booking-received', booking.email, COPY.subject(whenInWords(booking)), {
    preview: COPY.body,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(booking.name), COPY.body],
    details: [
      [COPY.labels.date, dayInWords(booking.date)],
      [COPY.labels.time, booking.time],
      [COPY.labels.guests, partySize(booking.guests)],
      [COPY.labels.occasion, occasionOf(booking)],
    ],
    action: { label: COPY.action, url: manageUrl },
    closing: COPY.closing,
  }, { reservationId: booking.id });
}

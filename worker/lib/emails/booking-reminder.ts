import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { dayInWords, fullAddress, partySize, type BookingDetails } from './format';

const COPY = {
  subject: (time: string) => `See you tomorrow at ${time}: your table at ${RESTAURANT.name}`,
  heading: 'See you tomorrow',
  greeting: (name: string) => `Dear ${name},`,
  body: 'A short reminder of your table with us tomorrow.',
  labels: { date: 'Date', time: 'Time', guests: 'Guests', address: 'Address' },
  action: 'Manage your booking',
  closing: (phone: string) => `If you cannot come, please cancel from the link above or call us on ${phone}, so another guest can have the table.`,
};

/** The day before, to a guest with a confirmed booking (sent once per booking by the cron). */
export function bookingReminderEmail(booking: BookingDetails, manageUrl: string) {
  return buildEmail('booking-reminder', booking.email, COPY.subject(booking.time), {
    preview: COPY.body,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(booking.name), COPY.body],
    details: [
      [COPY.labels.date, dayInWords(booking.date)],
      [COPY.labels.time, booking.time],
      [COPY.labels.guests, partySize(booking.guests)],
      [COPY.labels.address, fullAddress],
    ],
    action: { label: COPY.action, url: manageUrl },
    closing: COPY.closing(RESTAURANT.phone.display),
  }, { reservationId: booking.id });
}

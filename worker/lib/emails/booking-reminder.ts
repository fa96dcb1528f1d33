import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { detailRows, type BookingDetails } from './format';

const COPY = {
  subject: (time: string) => `See you tomorrow at ${time}: your table at ${RESTAURANT.name}`,
  heading: 'See you tomorrow',
  greeting: (name: string) => `Dear ${name},`,
  body: 'A short reminder of your table with us tomorrow.',
  action: 'Manage your booking',
  closing: (phone: string) => `If you cannot come, please cancel from the link above or call us on ${phone}, so another guest can have the table.`,
};

/** The day before, to a guest with a confirmed booking (sent once per booking by the cron). */
export function bookingReminderEmail(booking: BookingDetails, manageUrl: string) {
  return buildEmail('booking-reminder', booking.email, COPY.subject(booking.time), {
    preview: COPY.body,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(booking.name), COPY.body],
    details: detailRows(booking, ['date', 'time', 'guests', 'address']),
    action: { label: COPY.action, url: manageUrl },
    closing: COPY.closing(RESTAURANT.phone.display),
  }, { reservationId: booking.id });
}

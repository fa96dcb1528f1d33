import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { bookingIcs, ICS_FILENAME } from './booking-ics';
import { detailRows, whenInWords, type BookingDetails } from './format';

const COPY = {
  subject: (when: string) => `Your table at ${RESTAURANT.name} is confirmed: ${when}`,
  heading: 'Your table is confirmed',
  greeting: (name: string) => `Dear ${name},`,
  body: 'We look forward to welcoming you. The booking is attached as a calendar file, so you can add it to your calendar.',
  action: 'Manage your booking',
  closing: (phone: string) => `If your plans change, please cancel from the link above or call us on ${phone}.`,
};

export function bookingConfirmedEmail(booking: BookingDetails, manageUrl: string, stamp: Date) {
  return buildEmail('booking-confirmed', booking.email, COPY.subject(whenInWords(booking)), {
    preview: COPY.heading,
    heading: COPY.heading,
    paragraphs: [COPY.greeting(booking.name), COPY.body],
    details: detailRows(booking, ['date', 'time', 'guests', 'occasion', 'address']),
    action: { label: COPY.action, url: manageUrl },
    closing: COPY.closing(RESTAURANT.phone.display),
  }, {
    reservationId: booking.id,
    attachments: [{ filename: ICS_FILENAME, type: 'text/calendar', content: bookingIcs(booking, { stamp, manageUrl }).base64 }],
  });
}

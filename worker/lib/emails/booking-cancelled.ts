import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { bookingIcs, ICS_FILENAME } from './booking-ics';
import { dayInWords, detailRows, partySize, whenInWords, type BookingDetails } from './format';

const COPY = {
  subject: (day: string) => `Your reservation at ${RESTAURANT.name} on ${day} has been cancelled`,
  heading: 'Your reservation has been cancelled',
  greeting: (name: string) => `Dear ${name},`,
  body: (guests: string, when: string) => `We are sorry, but we are unable to keep your reservation for ${guests} on ${when}, and it has been cancelled.`,
  again: (url: string, phone: string) => `If another day or time suits you, book again at ${url}/reserve or call us on ${phone}. We would love to welcome you another time.`,
  calendar: 'The attached calendar file removes the booking from your calendar.',
  action: 'Book another table',
};

type Options = {
  /** The text staff wrote in the cancellation dialog; the standard wording when absent. */
  note?: string;
  /** The dialog's subject, when staff send their own note. */
  subject?: string;
  /** A confirmed booking may be in the guest's calendar: a CANCEL .ics replaces it there. */
  wasConfirmed?: boolean;
  stamp: Date;
};

/** To the guest, when staff cancel (one booking, or every booking of a day they close). */
export function bookingCancelledEmail(booking: BookingDetails, { note, subject, wasConfirmed = false, stamp }: Options) {
  const when = whenInWords(booking);
  const paragraphs = note?.trim()
    ? [note.trim()]
    : [COPY.greeting(booking.name), COPY.body(partySize(booking.guests), when), COPY.again(RESTAURANT.url, RESTAURANT.phone.display)];
  if (wasConfirmed) paragraphs.push(COPY.calendar);
  return buildEmail('booking-cancelled', booking.email, subject?.trim() || COPY.subject(dayInWords(booking.date)), {
    preview: COPY.heading,
    heading: COPY.heading,
    paragraphs,
    details: detailRows(booking, ['date', 'time', 'guests']),
    action: { label: COPY.action, url: `${RESTAURANT.url}/reserve` },
  }, {
    reservationId: booking.id,
    attachments: wasConfirmed
      ? [{ filename: ICS_FILENAME, type: 'text/calendar', content: bookingIcs(booking, { stamp, cancelled: true }).base64 }]
      : undefined,
  });
}

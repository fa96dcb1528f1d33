import { messagesFor } from '../../../shared/i18n/catalogues';
import { detailRows, languageOf, whenInWords, type BookingDetails } from './format';
import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';

// Every word of this email, in one place, for the German version to come.

export function bookingReceivedEmail(booking: BookingDetails, manageUrl: string) {
  const lang = languageOf(booking);
  const m = messagesFor(lang).emails;
  return buildEmail('booking-received', booking.email, m.received.subject(RESTAURANT.name, whenInWords(booking, lang)), {
    lang,
    preview: m.received.body,
    heading: m.received.heading,
    paragraphs: [m.greeting(booking.name), m.received.body],
    details: detailRows(booking, ['date', 'time', 'guests', 'occasion'], undefined, lang),
    action: { label: m.manage, url: manageUrl },
    closing: m.received.closing,
  }, { reservationId: booking.id });
}

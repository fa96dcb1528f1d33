import { messagesFor } from '../../../shared/i18n/catalogues';
import { detailRows, languageOf, whenInWords, type BookingDetails } from './format';
import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { bookingIcs, ICS_FILENAME } from './booking-ics';


export function bookingConfirmedEmail(booking: BookingDetails, manageUrl: string, stamp: Date) {
  const lang = languageOf(booking);
  const m = messagesFor(lang).emails;
  return buildEmail('booking-confirmed', booking.email, m.confirmed.subject(RESTAURANT.name, whenInWords(booking, lang)), {
    lang,
    preview: m.confirmed.heading,
    heading: m.confirmed.heading,
    paragraphs: [m.greeting(booking.name), m.confirmed.body],
    details: detailRows(booking, ['date', 'time', 'guests', 'occasion', 'address'], undefined, lang),
    action: { label: m.manage, url: manageUrl },
    closing: m.confirmed.closing(RESTAURANT.phone.display),
  }, {
    reservationId: booking.id,
    attachments: [{ filename: ICS_FILENAME, type: 'text/calendar', content: bookingIcs(booking, { stamp, manageUrl }).base64 }],
  });
}

import { messagesFor } from '../../../shared/i18n/catalogues';
import {
  dayInWords,
  detailRows,
  languageOf,
  partySize,
  restaurantOf,
  whenInWords,
  type BookingDetails,
} from './format';
import { localizedPath } from '../../../shared/i18n/locales';
import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';
import { bookingIcs, ICS_FILENAME } from './booking-ics';

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
export function bookingCancelledEmail(
  booking: BookingDetails,
  { note, subject, wasConfirmed = false, stamp }: Options,
) {
  const lang = languageOf(booking);
  const m = messagesFor(lang).emails;
  const when = whenInWords(booking, lang);
  const reserveUrl = `${RESTAURANT.url}${localizedPath('/reserve', lang)}`;
  const paragraphs = note?.trim()
    ? [note.trim()]
    : [
        m.greeting(booking.name),
        m.cancelled.body(partySize(booking.guests, lang), when),
        m.cancelled.again(reserveUrl, restaurantOf(booking).phone),
      ];
  if (wasConfirmed) paragraphs.push(m.cancelled.calendar);
  return buildEmail(
    'booking-cancelled',
    booking.email,
    subject?.trim() || m.cancelled.subject(restaurantOf(booking).name, dayInWords(booking.date, lang)),
    {
      lang,
      preview: m.cancelled.heading,
      heading: m.cancelled.heading,
      paragraphs,
      details: detailRows(booking, ['date', 'time', 'guests'], undefined, lang),
      action: { label: m.cancelled.action, url: reserveUrl },
      restaurant: restaurantOf(booking),
    },
    {
      reservationId: booking.id,
      attachments: wasConfirmed
        ? [
            {
              filename: ICS_FILENAME,
              type: 'text/calendar',
              content: bookingIcs(booking, { stamp, cancelled: true }).base64,
            },
          ]
        : undefined,
    },
  );
}

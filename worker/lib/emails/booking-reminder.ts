import { messagesFor } from '../../../shared/i18n/catalogues';
import { detailRows, languageOf, type BookingDetails } from './format';
import { formatClock } from '../../../shared/i18n/format';
import { RESTAURANT } from '../../../shared/restaurant';
import { buildEmail } from './build';


/** The day before, to a guest with a confirmed booking (sent once per booking by the cron). */
export function bookingReminderEmail(booking: BookingDetails, manageUrl: string) {
  const lang = languageOf(booking);
  const m = messagesFor(lang).emails;
  return buildEmail('booking-reminder', booking.email, m.reminder.subject(formatClock(lang, booking.time), RESTAURANT.name), {
    lang,
    preview: m.reminder.body,
    heading: m.reminder.heading,
    paragraphs: [m.greeting(booking.name), m.reminder.body],
    details: detailRows(booking, ['date', 'time', 'guests', 'address'], undefined, lang),
    action: { label: m.manage, url: manageUrl },
    closing: m.reminder.closing(RESTAURANT.phone.display),
  }, { reservationId: booking.id });
}

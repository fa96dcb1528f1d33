import { RESTAURANT } from '../../../shared/restaurant';
import { formatClock } from '../../../shared/i18n/format';
import { languageOf, type BookingDetails } from './format';
import { guestBookingEmail } from './guest-booking-email';

/** The day before, to a guest with a confirmed booking (sent once per booking by the cron). */
export function bookingReminderEmail(booking: BookingDetails, manageUrl: string) {
  return guestBookingEmail(
    'booking-reminder',
    booking,
    (m) => ({
      ...m.reminder,
      subject: m.reminder.subject(formatClock(languageOf(booking), booking.time), RESTAURANT.name),
      closing: m.reminder.closing(RESTAURANT.phone.display),
    }),
    ['date', 'time', 'guests', 'address'],
    manageUrl,
  );
}

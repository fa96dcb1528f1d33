import { formatClock } from '../../../shared/i18n/format';
import { languageOf, restaurantOf, type BookingDetails } from './format';
import { guestBookingEmail } from './guest-booking-email';

/** The day before, to a guest with a confirmed booking (sent once per booking by the cron). */
export function bookingReminderEmail(booking: BookingDetails, manageUrl: string) {
  return guestBookingEmail(
    'booking-reminder',
    booking,
    (m) => ({
      ...m.reminder,
      subject: m.reminder.subject(formatClock(languageOf(booking), booking.time), restaurantOf(booking).name),
      closing: m.reminder.closing(restaurantOf(booking).phone),
    }),
    ['date', 'time', 'guests', 'address'],
    manageUrl,
  );
}

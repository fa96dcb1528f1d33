import { formatClock } from '../../../shared/i18n/format';
import { languageOf, restaurantOf, type BookingDetails } from './format';
import { guestBookingEmail } from './guest-booking-email';

/**
 * The manage link with what the guest chose in the email (issue 31): the page opens with that
 * button ready and acts only on the guest's click, since mail scanners open every link.
 */
function manageActionUrl(manageUrl: string, action: 'confirm' | 'cancel') {
  const url = new URL(manageUrl);
  url.searchParams.set('action', action);
  return url.toString();
}

/**
 * The day before, to a guest with a confirmed booking (sent once per booking by the cron): confirm
 * or cancel with one click each, both through the booking's signed manage link.
 */
export function bookingReminderEmail(booking: BookingDetails, manageUrl: string) {
  return guestBookingEmail(
    'booking-reminder',
    booking,
    (m) => ({
      ...m.reminder,
      subject: m.reminder.subject(formatClock(languageOf(booking), booking.time), restaurantOf(booking).name),
      closing: m.reminder.closing(restaurantOf(booking).phone),
      action: { label: m.reminder.confirm, url: manageActionUrl(manageUrl, 'confirm') },
      secondaryAction: { label: m.reminder.cancel, url: manageActionUrl(manageUrl, 'cancel') },
    }),
    ['date', 'time', 'guests', 'address'],
    manageUrl,
  );
}

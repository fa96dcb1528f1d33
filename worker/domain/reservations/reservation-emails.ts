import type { reservations } from '../../db/schema';
import type { Env } from '../../env';
import type { ReservationStatus } from '../../../shared/constants';
import type { BookingDetails } from '../emails/format';
import type { NewBookingEmails } from './book-reservation';
import { bookingReceivedEmail } from '../emails/booking-received';
import { bookingNewStaffEmail } from '../emails/booking-new-staff';
import { bookingConfirmedEmail } from '../emails/booking-confirmed';
import { bookingCancelledEmail } from '../emails/booking-cancelled';
import { manageBookingUrl } from './manage-link';
import type { Settings } from '../../../shared/rules/settings';

type ReservationRow = typeof reservations.$inferSelect;

/** The booking as its emails need it; `restaurant`: the settings they speak for (the seed's when absent). */
export const bookingDetails = (row: ReservationRow, restaurant?: Settings): BookingDetails => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  time: row.time,
  guests: row.guests,
  occasion: row.occasion,
  specialRequests: row.specialRequests,
  language: row.language,
  restaurant,
});

/**
 * A new booking: "we have your request" to the guest, with the manage link, and the notice to
 * staff; one that may be auto-confirmed (`mayConfirm`) also the confirmation, with its .ics, which
 * goes instead when the booking is stored confirmed (book-reservation.ts).
 */
export async function newBookingEmails(
  env: Env,
  origin: string,
  booking: BookingDetails,
  at: Date,
  mayConfirm = false,
): Promise<NewBookingEmails> {
  const manageUrl = await manageBookingUrl(env, origin, booking, at);
  return {
    pending: bookingReceivedEmail(booking, manageUrl),
    confirmed: mayConfirm ? bookingConfirmedEmail(booking, manageUrl, at) : undefined,
    staff: bookingNewStaffEmail(booking),
  };
}

/**
 * The guest's email when staff move a booking: confirmed (with the .ics and a fresh manage link),
 * or cancelled (a confirmed booking's cancellation carries the .ics that removes it from calendars).
 */
export async function statusChangeEmail(
  env: Env,
  origin: string,
  row: ReservationRow,
  status: ReservationStatus,
  at: Date,
  restaurant?: Settings,
) {
  const booking = bookingDetails(row, restaurant);
  if (status === 'confirmed')
    return bookingConfirmedEmail(booking, await manageBookingUrl(env, origin, booking, at), at);
  if (status === 'cancelled')
    return bookingCancelledEmail(booking, { wasConfirmed: row.status === 'confirmed', stamp: at });
  return null;
}

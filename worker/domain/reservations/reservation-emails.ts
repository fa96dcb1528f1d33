import type { reservations } from '../../db/schema';
import type { Env } from '../../env';
import type { ReservationStatus } from '../../../shared/constants';
import type { BookingDetails } from '../emails/format';
import type { OutgoingEmail } from '../../infra/outbox/outgoing-email';
import { bookingReceivedEmail } from '../emails/booking-received';
import { bookingNewStaffEmail } from '../emails/booking-new-staff';
import { bookingConfirmedEmail } from '../emails/booking-confirmed';
import { bookingCancelledEmail } from '../emails/booking-cancelled';
import { manageBookingUrl } from './manage-link';

type ReservationRow = typeof reservations.$inferSelect;

export const bookingDetails = (row: ReservationRow): BookingDetails => ({
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
});

/** A new booking: "we have your request" to the guest, with the manage link, and the notice to staff. */
export async function newBookingEmails(
  env: Env,
  origin: string,
  booking: BookingDetails,
  at: Date,
): Promise<OutgoingEmail[]> {
  const manageUrl = await manageBookingUrl(env, origin, booking, at);
  return [bookingReceivedEmail(booking, manageUrl), bookingNewStaffEmail(booking)];
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
) {
  const booking = bookingDetails(row);
  if (status === 'confirmed')
    return bookingConfirmedEmail(booking, await manageBookingUrl(env, origin, booking, at), at);
  if (status === 'cancelled')
    return bookingCancelledEmail(booking, { wasConfirmed: row.status === 'confirmed', stamp: at });
  return null;
}

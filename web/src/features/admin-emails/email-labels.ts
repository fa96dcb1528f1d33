/** How the Emails page names each kind of email. */
const KIND_LABELS: Record<string, string> = {
  'booking-received': 'Booking received',
  'booking-new-staff': 'New booking (staff)',
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'booking-reminder': 'Reminder',
  'booking-changed': 'Booking changed',
  'booking-cancelled-by-guest': 'Cancelled by guest (staff)',
  'data-request': 'Data request',
  'waitlist-joined': 'Waitlist joined',
  'waitlist-offer': 'Waitlist table offered',
  'staff-invite': 'Staff invite',
  'password-reset': 'Password reset',
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

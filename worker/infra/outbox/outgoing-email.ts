/** Every kind of email the site sends (issue 12); the Emails page filters and labels by it. */
export type EmailKind =
  | 'booking-received'
  | 'booking-new-staff'
  | 'booking-confirmed'
  | 'booking-cancelled'
  | 'booking-reminder'
  | 'booking-changed'
  | 'booking-cancelled-by-guest'
  | 'data-request'
  // The waitlist (issue 31): a guest's place on it, and a freed table held for them.
  | 'waitlist-joined'
  | 'waitlist-offer'
  // Staff accounts' links (issue 14): only owners read them in the Emails page.
  | 'staff-invite'
  | 'password-reset';

/** A file sent with an email; `content` is base64, as the outbox stores it. */
export type EmailAttachment = { filename: string; type: string; content: string };

/** An email as a template builds it, before it is queued. */
export type OutgoingEmail = {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** The booking it is about: a reminder goes out once, and erasure finds every row. */
  reservationId?: string;
};

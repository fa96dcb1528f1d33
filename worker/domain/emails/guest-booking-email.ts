import { messagesFor } from '../../../shared/i18n/catalogues';
import type { EmailAttachment, EmailKind } from '../../infra/outbox/outgoing-email';
import { buildEmail } from './build';
import { detailRows, languageOf, restaurantOf, type BookingDetails } from './format';

type Link = { label: string; url: string };
/** What one email says; `action` replaces the manage link's button, `secondaryAction` adds a second. */
type Copy = {
  subject: string;
  heading: string;
  body: string;
  closing: string;
  preview?: string;
  action?: Link;
  secondaryAction?: Link;
};
type Field = Parameters<typeof detailRows>[1][number];

/**
 * The shape the guest's booking emails share (received, confirmed, reminder): a greeting, one
 * paragraph, the booking's details and the manage link, in the language the guest booked in.
 */
export function guestBookingEmail(
  kind: EmailKind,
  booking: BookingDetails,
  copy: (m: ReturnType<typeof messagesFor>['emails']) => Copy,
  fields: Field[],
  manageUrl: string,
  attachments?: EmailAttachment[],
) {
  const lang = languageOf(booking);
  const m = messagesFor(lang).emails;
  const c = copy(m);
  return buildEmail(
    kind,
    booking.email,
    c.subject,
    {
      lang,
      preview: c.preview ?? c.body,
      heading: c.heading,
      paragraphs: [m.greeting(booking.name), c.body],
      details: detailRows(booking, fields, undefined, lang),
      action: c.action ?? { label: m.manage, url: manageUrl },
      secondaryAction: c.secondaryAction,
      closing: c.closing,
      restaurant: restaurantOf(booking),
    },
    { reservationId: booking.id, attachments },
  );
}

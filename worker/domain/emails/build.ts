import type { EmailAttachment, EmailKind, OutgoingEmail } from '../../infra/outbox/outgoing-email';
import { renderHtml, renderText, type EmailContent } from './layout';

/** An email of one kind with both bodies drawn from the same content. */
export function buildEmail(
  kind: EmailKind,
  to: string,
  subject: string,
  content: EmailContent,
  extra: { attachments?: EmailAttachment[]; reservationId?: string } = {},
): OutgoingEmail {
  return { kind, to, subject, text: renderText(content), html: renderHtml(content), ...extra };
}

import { useState } from 'react';
import { Mail, Send } from 'lucide-react';
import { Modal } from '../../ui/controls/modal';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { staffButton } from '../../ui/controls/staff-button';
import { failureStatus } from '../../lib/api-failure';
import { CopyButton } from './copy-button';
import { mailtoHref, type Email } from './cancellation-email';
import { sendCancellationEmail } from './api/send-cancellation-email';

type Props = { email: (Email & { reservationId: string }) | null; onClose: () => void; onSent: (to: string) => void };

/**
 * Shown after cancelling a reservation whose guest details are known (§4), prefilled. The main
 * button sends it through the outbox (issue 12); staff may edit it first, copy it or send it from
 * their mail app instead. The server sends at most one cancellation email per booking.
 */
export function CancellationEmailDialog({ email, onClose, onSent }: Props) {
  return (
    <Modal
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Let the guest know"
      description="The reservation is cancelled. Send the guest this note, edited if you like."
      size="lg"
    >
      {email && <EmailForm key={email.reservationId} email={email} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}

function EmailForm({
  email,
  onClose,
  onSent,
}: {
  email: Email & { reservationId: string };
  onClose: () => void;
  onSent: (to: string) => void;
}) {
  const [subject, setSubject] = useState(email.subject);
  const [body, setBody] = useState(email.body);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const draft = { to: email.to, subject, body };

  async function send() {
    setSending(true);
    setError(null);
    try {
      await sendCancellationEmail(email.reservationId, subject, body);
      onSent(email.to);
    } catch (failure) {
      setError(
        failureStatus(failure) === 409
          ? 'The guest has already been sent a cancellation email.'
          : 'The email could not be queued. Please try again.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="cancel-mail-to" className={staffLabel}>
          To
        </label>
        <input id="cancel-mail-to" readOnly value={email.to} className={staffInput} />
      </div>
      <div>
        <label htmlFor="cancel-mail-subject" className={staffLabel}>
          Subject
        </label>
        <input
          id="cancel-mail-subject"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          maxLength={200}
          className={staffInput}
        />
      </div>
      <div>
        <label htmlFor="cancel-mail-body" className={staffLabel}>
          Body
        </label>
        <textarea
          id="cancel-mail-body"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={12}
          maxLength={5000}
          className={`${staffInput} leading-relaxed`}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-chilli">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <button type="button" onClick={onClose} className={staffButton('ghost')}>
          Done
        </button>
        <CopyButton text={`${subject}\n\n${body}`} />
        <a href={mailtoHref(draft)} className={staffButton('secondary')}>
          <Mail aria-hidden="true" className="size-4" />
          Open in mail app
        </a>
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending || !subject.trim() || !body.trim()}
          className={staffButton('primary')}
        >
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'Sending…' : 'Send email'}
        </button>
      </div>
    </div>
  );
}

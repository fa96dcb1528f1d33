import { Mail } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { staffInput, staffLabel } from '../../ui/form-controls';
import { staffButton } from '../../ui/staff-button';
import { CopyButton } from './copy-button';
import { mailtoHref, type Email } from './cancellation-email';

/** Shown after cancelling a reservation whose guest details are known (§4). */
export function CancellationEmailDialog({ email, onClose }: { email: Email | null; onClose: () => void }) {
  return (
    <Modal
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Let the guest know"
      description="The reservation is cancelled. Send the guest this note from the restaurant's mailbox."
      size="lg"
      footer={
        email && (
          <>
            <CopyButton text={`${email.subject}\n\n${email.body}`} />
            <a href={mailtoHref(email)} className={staffButton('primary')}>
              <Mail aria-hidden="true" className="size-4" />
              Open in mail app
            </a>
            <button type="button" onClick={onClose} className={staffButton('ghost')}>Done</button>
          </>
        )
      }
    >
      {email && (
        <div className="space-y-3">
          <div>
            <label htmlFor="cancel-mail-to" className={staffLabel}>To</label>
            <input id="cancel-mail-to" readOnly value={email.to} className={staffInput} />
          </div>
          <div>
            <label htmlFor="cancel-mail-subject" className={staffLabel}>Subject</label>
            <input id="cancel-mail-subject" readOnly value={email.subject} className={staffInput} />
          </div>
          <div>
            <label htmlFor="cancel-mail-body" className={staffLabel}>Body</label>
            <textarea id="cancel-mail-body" readOnly value={email.body} rows={12} className={`${staffInput} leading-relaxed`} />
          </div>
        </div>
      )}
    </Modal>
  );
}

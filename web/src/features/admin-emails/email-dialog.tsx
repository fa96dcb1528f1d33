import { useState } from 'react';
import { Paperclip, RotateCw } from 'lucide-react';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Alert } from '../../ui/controls/alert';
import { staffButton } from '../../ui/controls/staff-button';
import { formatInstant } from '../../ui/format/dates';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { EmailStatusBadge } from './email-status-badge';
import { kindLabel } from './email-labels';
import { getEmail } from './api/get-email';
import { resendEmail } from './api/resend-email';
import { emailPreviewUrl } from './api/preview-url';
import type { OutboxEmail } from './api/get-emails';

type Props = { email: OutboxEmail | null; onClose: () => void; onChanged: () => void };

/** One email: who, what and how it went, the text body, the HTML rendered in a sandbox, the files. */
export function EmailDialog({ email, onClose, onChanged }: Props) {
  const detail = useStaffQuery(
    queryKeys.emails.one(email?.id ?? ''),
    () => (email ? getEmail(email.id) : Promise.resolve(null)),
    email !== null,
  );
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = detail.data ?? null;
  const status = shown?.status ?? email?.status;

  async function resend() {
    if (!email) return;
    setResending(true);
    setFailure(null);
    try {
      const { message } = await resendEmail(email.id);
      setNotice(`${message}.`);
      // onChanged refetches every email query, this one's detail included.
      onChanged();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The email could not be queued again.');
    } finally {
      setResending(false);
    }
  }

  const close = () => {
    setNotice(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={email !== null}
      onOpenChange={(open) => !open && close()}
      title={email?.subject ?? 'Email'}
      description={
        email && (
          <>
            {kindLabel(email.kind)} to <span className="break-all">{email.to}</span>
          </>
        )
      }
      size="xl"
      footer={
        status === 'failed' && (
          <button
            type="button"
            onClick={resend}
            disabled={resending}
            aria-busy={resending}
            className={staffButton('primary')}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {resending ? 'Resending…' : 'Resend'}
          </button>
        )
      }
    >
      {email && (
        <div className="space-y-4">
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
          {notice && <Alert tone="success">{notice}</Alert>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Status</dt>
            <dd>
              <EmailStatusBadge status={status ?? email.status} />
            </dd>
            <dt className="text-muted">Written</dt>
            <dd className="tabular-nums">{formatInstant(email.createdAt)}</dd>
            <dt className="text-muted">Attempts</dt>
            <dd className="tabular-nums">{shown?.attempts ?? email.attempts}</dd>
            {shown?.sentAt && (
              <>
                <dt className="text-muted">Sent</dt>
                <dd className="tabular-nums">{formatInstant(shown.sentAt)}</dd>
              </>
            )}
            {shown?.lastError && (
              <>
                <dt className="text-muted">Last error</dt>
                <dd className="break-words text-[#7d1a14]">{shown.lastError}</dd>
              </>
            )}
          </dl>
          {shown && shown.attachments.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm font-semibold text-ink">Attachments</h3>
              <ul className="flex flex-wrap gap-2 text-sm">
                {shown.attachments.map((a) => (
                  <li
                    key={a.filename}
                    className="inline-flex items-center gap-1 rounded-lg bg-white px-2 py-1 ring-1 ring-sand"
                  >
                    <Paperclip aria-hidden="true" className="size-4 text-muted" />
                    {a.filename}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* The server masks every link's token (issue 26): say so, so that no one takes it for a broken link. */}
          <p className="text-sm text-muted">
            Links are shown with their key hidden (••••••); the email that went out has the working link.
          </p>
          <section aria-labelledby="email-html-heading">
            <h3 id="email-html-heading" className="mb-1 text-sm font-semibold text-ink">
              As the guest sees it
            </h3>
            <iframe
              sandbox=""
              src={emailPreviewUrl(email.id)}
              title={`HTML version of “${email.subject}”`}
              className="h-[28rem] w-full rounded-xl bg-white ring-1 ring-sand"
            />
          </section>
          <section aria-labelledby="email-text-heading">
            <h3 id="email-text-heading" className="mb-1 text-sm font-semibold text-ink">
              Plain text
            </h3>
            <pre
              className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-white p-3 font-sans text-sm text-ink ring-1 ring-sand"
              tabIndex={0}
            >
              {email.text}
            </pre>
          </section>
        </div>
      )}
    </Modal>
  );
}

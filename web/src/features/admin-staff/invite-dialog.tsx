import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Send } from 'lucide-react';
import { STAFF_ROLES } from '../../../../shared/constants';
import { staffInviteSchema, type StaffInviteInput } from '../../../../shared/rules/staff';
import { fieldErrors } from '../../../../shared/rules/field-errors';
import { failureStatus } from '../../lib/api-failure';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput, staffLabel } from '../../ui/controls/form-controls';
import { inviteStaff } from './api/invite-staff';

const EMPTY: StaffInviteInput = { email: '', name: '', role: 'staff' };
const ROLE_HINTS = {
  staff: 'Staff: service, reservations, orders and emails',
  owner: 'Owner: also the menu, banners, schedules, staff and audit log',
} as const;

type Props = { open: boolean; onClose: () => void; onInvited: (message: string) => void };

/** Email, name and role of a new account; the person gets a link to set their password. */
export function InviteDialog({ open, onClose, onInvited }: Props) {
  const [form, setForm] = useState<StaffInviteInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(staffInviteSchema, form);
    if (!checked.success) return setErrors(fieldErrors(checked.issues, staffInviteSchema));
    setBusy(true);
    setFailure(null);
    try {
      const { message } = await inviteStaff(checked.output);
      setForm(EMPTY);
      onInvited(message);
    } catch (failed) {
      const text = failed instanceof Error ? failed.message : 'The invite could not be sent.';
      if (failureStatus(failed) === 409) setErrors({ email: text });
      else setFailure(text);
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof StaffInviteInput) => (e: { target: { value: string } }) => {
    setForm((prev) => ({ ...prev, [field]: e.target.value }));
    setErrors((prev) => ({ ...prev, [field]: '' }));
  };
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `invite-${field}-error` } : {};
  const error = (field: string) =>
    errors[field] && (
      <p id={`invite-${field}-error`} className="mt-1 text-sm font-medium text-chilli">
        {errors[field]}
      </p>
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title="Invite staff"
      initialFocus={emailRef}
      description="They get an email with a link to set their password. The link works for 72 hours."
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={staffButton('ghost')}>
            Cancel
          </button>
          <button type="submit" form="invite-form" disabled={busy} className={staffButton('primary')}>
            <Send aria-hidden="true" className="size-4" />
            {busy ? 'Sending…' : 'Send invite'}
          </button>
        </>
      }
    >
      <form id="invite-form" noValidate onSubmit={submit} className="space-y-4">
        <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
        <div>
          <label htmlFor="invite-email" className={staffLabel}>
            Email
          </label>
          <input
            ref={emailRef}
            id="invite-email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={set('email')}
            className={staffInput}
            {...described('email')}
          />
          {error('email')}
        </div>
        <div>
          <label htmlFor="invite-name" className={staffLabel}>
            Name
          </label>
          <input
            id="invite-name"
            autoComplete="off"
            value={form.name}
            onChange={set('name')}
            className={staffInput}
            {...described('name')}
          />
          {error('name')}
        </div>
        <fieldset>
          <legend className={staffLabel}>Role</legend>
          <div className="space-y-1.5">
            {STAFF_ROLES.map((role) => (
              <label key={role} className="flex items-start gap-2 rounded-lg p-1.5 text-sm text-ink hover:bg-sand/50">
                <input
                  type="radio"
                  name="invite-role"
                  value={role}
                  checked={form.role === role}
                  onChange={set('role')}
                  className="mt-0.5 size-4 accent-leaf"
                />
                <span>{ROLE_HINTS[role]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}

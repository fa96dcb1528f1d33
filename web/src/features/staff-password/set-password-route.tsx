import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { setPasswordFormSchema, STAFF_MESSAGES, type SetPasswordForm } from '../../../../shared/rules/staff';
import { fieldErrors } from '../../../../shared/rules/field-errors';
import { failureStatus } from '../../lib/api-failure';
import { Field, inputClasses } from '../../ui/controls/field';
import { Button, buttonClasses } from '../../ui/controls/button';
import { Alert } from '../../ui/controls/alert';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { PasswordCard, textLink } from './password-card';
import { setPassword } from './api/set-password';

const FAILED = 'The password could not be set. Check your connection and try again.';

/** /staff/set-password?token=… from an invite or a reset email: the new password, twice. Served noindex. */
export function Component() {
  usePageMeta('Set your password', 'Choose the password of your back-office account.');
  const token = useSearchParams()[0].get('token') ?? '';
  const [form, setForm] = useState<SetPasswordForm>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; newLink: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(setPasswordFormSchema, form);
    if (!checked.success) return setErrors(fieldErrors(checked.issues, setPasswordFormSchema));
    setBusy(true);
    setFailure(null);
    try {
      setDone((await setPassword(token, checked.output.password)).message);
    } catch (failed) {
      const status = failureStatus(failed);
      // 401 and 410 say what is wrong with the link; a new one is the way out.
      const linkProblem = status === 401 || status === 410;
      setFailure({ message: linkProblem && failed instanceof Error ? failed.message : FAILED, newLink: linkProblem });
    } finally {
      setBusy(false);
    }
  }

  const bind = (field: keyof SetPasswordForm) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => {
      setForm((prev) => ({ ...prev, [field]: e.target.value }));
      setErrors((prev) => ({ ...prev, [field]: '' }));
    },
  });

  if (!token) {
    return (
      <PasswordCard title="Set your password" intro="For your back-office account.">
        <Alert tone="error">{STAFF_MESSAGES.tokenRequired}</Alert>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className={textLink}>
            Ask for a new link
          </Link>
        </p>
      </PasswordCard>
    );
  }
  return (
    <PasswordCard title="Set your password" intro="At least 10 characters. A few words together are easy to remember.">
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
            Sign in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {failure && (
            <Alert tone="error">
              {failure.message}{' '}
              {failure.newLink && (
                <Link to="/forgot-password" className={textLink}>
                  Ask for a new link
                </Link>
              )}
            </Alert>
          )}
          <Field id="new-password" label="New password" error={errors.password}>
            {(p) => (
              <input
                {...p}
                {...bind('password')}
                type="password"
                autoComplete="new-password"
                className={inputClasses}
              />
            )}
          </Field>
          <Field id="confirm-password" label="Repeat the password" error={errors.confirm}>
            {(p) => (
              <input {...p} {...bind('confirm')} type="password" autoComplete="new-password" className={inputClasses} />
            )}
          </Field>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Saving…' : 'Set password'}
          </Button>
        </form>
      )}
    </PasswordCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import * as v from 'valibot';
import { forgotPasswordSchema } from '../../../../shared/rules/staff';
import { Field, inputClasses } from '../../ui/controls/field';
import { Button } from '../../ui/controls/button';
import { Alert } from '../../ui/controls/alert';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { PasswordCard, textLink } from './password-card';
import { forgotPassword } from './api/forgot-password';

const FAILED = 'The link could not be requested. Check your connection and try again.';

/** /forgot-password, from the sign-in page: asks for a reset link. Served noindex. */
export function Component() {
  usePageMeta('Forgot your password?', 'Ask for a link to choose a new back-office password.');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(forgotPasswordSchema, { email });
    if (!checked.success) return setError(checked.issues[0].message);
    setBusy(true);
    setFailure(null);
    try {
      setSent((await forgotPassword(checked.output.email)).message);
    } catch (failed) {
      setFailure(failed instanceof Error && /Too many/.test(failed.message) ? failed.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PasswordCard title="Forgot your password?" intro="We email you a link to choose a new one.">
      {sent ? (
        <div className="space-y-4">
          <Alert tone="success">{sent}</Alert>
          <p className="text-sm text-ink">
            The link works for 60 minutes.{' '}
            <Link to="/login" className={textLink}>
              Back to sign in
            </Link>
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <Field id="forgot-email" label="Email" error={error}>
            {(p) => (
              <input
                {...p}
                type="email"
                autoComplete="username"
                value={email}
                className={inputClasses}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Sending…' : 'Email me a link'}
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className={textLink}>
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </PasswordCard>
  );
}

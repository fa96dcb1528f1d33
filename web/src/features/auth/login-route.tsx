import { Link, redirect, useNavigate } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { isSignedIn } from '../../lib/session';
import { Field, inputClasses } from '../../ui/controls/field';
import { Button } from '../../ui/controls/button';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useLoginForm } from './use-login-form';

// §2: visiting /login with a session goes to /.
export function loader() {
  if (isSignedIn()) throw redirect('/');
  return null;
}

export function Component() {
  usePageMeta('Admin Login', 'Staff sign-in for the Kovalam back office.');
  const navigate = useNavigate();
  // Staff start at the Service page, tonight's bookings (issue 14); the Dashboard is one click away.
  const form = useLoginForm(() => navigate('/admin/service', { replace: true }));

  return (
    <div className="kolam-dots flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-cream p-6 shadow-xl ring-1 ring-sand sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-tamarind text-cream">
            <LockKeyhole aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h1 className="text-2xl font-semibold text-tamarind-dark">Admin Login</h1>
            <p className="text-sm text-muted">Staff only. Guests don't need an account.</p>
          </div>
        </div>
        <ErrorBanner message={form.failure} onDismiss={form.dismissFailure} className="mb-5" />
        <form noValidate onSubmit={form.onSubmit} className="space-y-4">
          <Field id="login-email" label="Email" error={form.errors.email}>
            {(p) => (
              <input {...p} {...form.bind('email')} type="email" autoComplete="username" className={inputClasses} />
            )}
          </Field>
          <Field id="login-password" label="Password" error={form.errors.password}>
            {(p) => (
              <input
                {...p}
                {...form.bind('password')}
                type="password"
                autoComplete="current-password"
                className={inputClasses}
              />
            )}
          </Field>
          <Button type="submit" disabled={form.submitting} className="w-full">
            {form.submitting ? 'Admin signing in...' : 'Sign in'}
          </Button>
        </form>
        <p className="mt-5 text-center text-sm">
          <Link
            to="/forgot-password"
            className="font-semibold text-leaf underline underline-offset-4 hover:text-leaf-dark"
          >
            Forgot your password?
          </Link>
        </p>
      </div>
    </div>
  );
}

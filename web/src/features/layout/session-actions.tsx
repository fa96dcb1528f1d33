import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LogIn, LogOut } from 'lucide-react';
import { clearSession } from '../../lib/session';
import { buttonClasses } from '../../ui/controls/button';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { closeMobileNav } from './page-behaviour';

/** Signed in: Logout. Signed out: Admin Login, which first forgets any stale session hint. */
export function SessionAction({ signedIn, className = '' }: { signedIn: boolean; className?: string }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const m = useMessages();
  const [leaving, setLeaving] = useState(false);
  if (signedIn) {
    return (
      <button
        type="button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          // Loaded on the click: a guest's pages never download the API client for it.
          void import('./api/logout').then(({ logout }) => logout());
        }}
        className={buttonClasses('outline', 'md', className)}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {m.common.logout}
      </button>
    );
  }
  // A link, so it works on a guest page that runs as islands, with no script (docs/decisions/023).
  return (
    <a
      href="/login"
      onClick={(event) => {
        clearSession();
        closeMobileNav();
        // Sign-in is English only: from a German page it loads afresh, with the English texts.
        if (locale === 'en') {
          event.preventDefault();
          navigate('/login');
        }
      }}
      className={buttonClasses('outline', 'md', className)}
    >
      <LogIn aria-hidden="true" className="size-4" />
      {m.common.adminLogin}
    </a>
  );
}

// Loaded only once staff are signed in: guests never download the dialog behind it.
const SignOutEverywhereButton = lazy(() =>
  import('./sign-out-everywhere').then((m) => ({ default: m.SignOutEverywhere })),
);

/** Beside Logout for signed-in staff: ends every session of the back office, on every device. */
export function SignOutEverywhereAction({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <SignOutEverywhereButton className={className} compact={compact} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isSignedIn } from '../../lib/session';
import { useHydrated } from '../../ui/use-hydrated';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

export function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Header, main and footer; the error page reuses it so a crash still shows the way home. */
export function SiteShell({ children }: { children: ReactNode }) {
  // Read on every navigation, so signing in or out shows up without a reload. A prerendered page
  // is the guest's view; staff get their links once it has hydrated.
  useLocation();
  const signedIn = useHydrated() && isSignedIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-leaf px-5 py-3 font-semibold text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter signedIn={signedIn} />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Shown while the first page's chunk loads. Deliberately empty: an interactive header here would
 * be replaced by the real one a moment later, losing a click on the menu toggle.
 */
export function SiteFallback() {
  return <div className="min-h-dvh" />;
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { deferUntilVisible } from '../../ui/islands/defer-until-visible';
import { SiteHeader } from './site-header';
import { FOOTER_MARKER } from './footer-marker';
import { useSignedIn } from './use-signed-in';
import { LanguageOffer } from './language-offer';
import { useMessages } from '../../ui/format/i18n';
import { PageLocationProvider } from '../../ui/layout/page-location';
import { SiteLinkProvider } from '../../ui/layout/site-link';
import { routerLink } from './router-link';
import { installPageBehaviour } from './page-behaviour';

// Below the fold on every page: its code loads as the guest nears it (docs/decisions/008).
const SiteFooter = deferUntilVisible(FOOTER_MARKER, () => import('./site-footer').then((m) => m.SiteFooter), {
  inLayout: true,
});

export function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Header, main and footer; the error page reuses it so a crash still shows the way home. Inside
 * the router, the page's location and links come from it (ui/layout/page-location.tsx, ui/layout/site-link.tsx).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const location = useMemo(
    () => ({
      pathname,
      search,
      hash,
      replaceSearch: (next: string) => void navigate({ search: next }, { replace: true, preventScrollReset: true }),
    }),
    [pathname, search, hash, navigate],
  );
  return (
    <SiteLinkProvider value={routerLink}>
      <PageLocationProvider value={location}>
        <SiteFrame>{children}</SiteFrame>
      </PageLocationProvider>
    </SiteLinkProvider>
  );
}

function SiteFrame({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const m = useMessages();
  useEffect(installPageBehaviour, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-leaf px-5 py-3 font-semibold text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m.common.skipToContent}
      </a>
      <SiteHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <LanguageOffer />
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

import { Link, NavLink } from 'react-router';
import { LogoMark } from './logo-mark';
import { Menu as MenuIcon, X } from 'lucide-react';
import { RESTAURANT } from '../../../../shared/restaurant';
import { Container } from '../../ui/layout/container';
import { ADMIN_NAV, publicNav, type NavItem } from './nav-links';
import { useIsOwner } from './use-signed-in';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { LanguageSwitch } from './language-switch';
import { SessionAction, SignOutEverywhereAction } from './session-actions';
import { closeMobileNav, MOBILE_NAV_ID } from './page-behaviour';

type Layout = 'row' | 'vertical' | 'compact';
const layouts: Record<Layout, { list: string; link: string }> = {
  row: { list: 'flex items-center gap-1', link: 'inline-block px-3.5 py-2 text-[0.95rem]' },
  vertical: { list: 'flex flex-col gap-1', link: 'flex min-h-11 items-center px-3.5 py-2 text-base' },
  // The admin bar: nine links beside each other on a 1024 px screen.
  compact: { list: 'flex flex-wrap items-center', link: 'inline-block px-2.5 py-1 text-sm' },
};
const linkClass =
  (layout: Layout) =>
  ({ isActive }: { isActive: boolean }) =>
    `${layouts[layout].link} rounded-full font-semibold transition-colors ${
      isActive ? 'bg-tamarind text-cream' : 'text-tamarind-dark hover:bg-sand'
    }`;

function NavList({
  items,
  onPick,
  layout = 'row',
}: {
  items: readonly NavItem[];
  onPick?: () => void;
  layout?: Layout;
}) {
  return (
    <ul className={layouts[layout].list}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/' || item.to === '/de'}
            onClick={onPick}
            className={linkClass(layout)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const m = useMessages();
  const locale = useLocale();
  const nav = publicNav(m, locale);
  // Owners see every admin link; staff the ones they may use (the server refuses the rest anyway).
  const owner = useIsOwner();
  const adminNav = ADMIN_NAV.filter((item) => owner || !item.ownerOnly);

  return (
    <header className="sticky top-0 z-40 border-b border-sand bg-cream/95">
      <div
        aria-hidden="true"
        className="h-1.5 bg-[linear-gradient(90deg,var(--color-leaf)_0_33%,var(--color-turmeric)_33%_66%,var(--color-chilli)_66%)]"
      />
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link
          to={nav[0].to}
          className="flex items-center gap-3 rounded-lg"
          aria-label={m.common.homeLinkLabel(RESTAURANT.name)}
        >
          <LogoMark className="size-10 shrink-0 lg:size-11" />
          <span className="flex flex-col leading-none">
            <span className="font-display text-2xl font-semibold tracking-tight text-tamarind-dark">
              {RESTAURANT.name}
            </span>
            <span className="mt-1 hidden text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-muted sm:block">
              {m.common.tagline}
            </span>
          </span>
        </Link>
        <nav aria-label={m.common.nav.main} className="hidden lg:block">
          <NavList items={nav} />
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <LanguageSwitch />
          <div className="hidden lg:block">
            <SessionAction signedIn={signedIn} />
          </div>
        </div>
        {/* A native popover: it opens, closes on Escape or a tap outside, before any script has
            run (docs/decisions/023). Browsers tell assistive technology whether it is expanded (no
            aria-expanded: HTML forbids it beside popovertarget); the icon and the name follow it in
            CSS (.when-nav-open / .when-nav-closed in styles.css). */}
        <button
          type="button"
          popoverTarget={MOBILE_NAV_ID}
          aria-controls={MOBILE_NAV_ID}
          className="inline-flex size-11 items-center justify-center rounded-full text-tamarind-dark hover:bg-sand lg:hidden"
        >
          <MenuIcon aria-hidden="true" className="when-nav-closed size-6" />
          <X aria-hidden="true" className="when-nav-open size-6" />
          <span className="when-nav-closed sr-only">{m.common.openMenu}</span>
          <span className="when-nav-open sr-only">{m.common.closeMenu}</span>
        </button>
      </Container>
      {signedIn && (
        <div className="hidden border-t border-sand bg-sand/60 lg:block">
          <div className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-1 sm:px-6 lg:px-8">
            <nav aria-label="Admin" className="min-w-0">
              <NavList items={adminNav} layout="compact" />
            </nav>
            <SignOutEverywhereAction className="ml-auto shrink-0" compact />
          </div>
        </div>
      )}
      <div
        id={MOBILE_NAV_ID}
        popover="auto"
        className="inset-x-0 bottom-auto top-[calc(4.375rem+1px)] m-0 max-h-[calc(100dvh-4.375rem-1px)] w-full max-w-none overflow-y-auto border-0 border-b border-sand bg-cream p-0 text-ink lg:hidden"
      >
        <Container className="space-y-4 py-4">
          <nav aria-label={m.common.nav.main}>
            <NavList items={nav} layout="vertical" onPick={closeMobileNav} />
          </nav>
          {signedIn && (
            <nav aria-label="Admin" className="border-t border-sand pt-3">
              <p className="mb-1 px-3.5 text-xs font-bold uppercase tracking-[0.16em] text-muted">Back office</p>
              <NavList items={adminNav} layout="vertical" onPick={closeMobileNav} />
            </nav>
          )}
          <SessionAction signedIn={signedIn} className="w-full" />
          {signedIn && <SignOutEverywhereAction className="w-full" />}
        </Container>
      </div>
    </header>
  );
}

import type { Messages } from '../../../../shared/i18n/catalogues';
import { localizedPath, type Locale } from '../../../../shared/i18n/locales';

export type NavItem = { to: string; label: string };

/** The guest pages' links, in the page's language and to its language's paths. */
export const publicNav = (m: Messages, locale: Locale): NavItem[] => [
  { to: localizedPath('/', locale), label: m.common.nav.home },
  { to: localizedPath('/menu', locale), label: m.common.nav.menu },
  { to: localizedPath('/reserve', locale), label: m.common.nav.reserve },
  { to: localizedPath('/coming-soon', locale), label: m.common.nav.comingSoon },
];

export const legalNav = (m: Messages, locale: Locale): NavItem[] => [
  { to: localizedPath('/imprint', locale), label: m.common.legalNav.imprint },
  { to: localizedPath('/data-request', locale), label: m.common.legalNav.dataRequest },
  { to: localizedPath('/privacy', locale), label: m.common.legalNav.privacy },
  // The law's written allergen documentation (issue 30), reachable from every page.
  { to: localizedPath('/menu/allergens', locale), label: m.common.legalNav.allergens },
];

/**
 * The back office stays English (issue 13). `ownerOnly` links are shown to owners alone (issue 14);
 * the server refuses those calls to staff whatever the page shows.
 */
export type AdminNavItem = NavItem & { ownerOnly?: boolean };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/service', label: 'Service' },
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/guests', label: 'Guests' },
  { to: '/admin/reports', label: 'Reports', ownerOnly: true },
  { to: '/admin/menu', label: 'Admin Menu', ownerOnly: true },
  { to: '/admin/banners', label: 'Banners', ownerOnly: true },
  { to: '/admin/schedule', label: 'Schedule Management', ownerOnly: true },
  { to: '/admin/room', label: 'Room', ownerOnly: true },
  { to: '/admin/restaurant', label: 'Restaurant', ownerOnly: true },
  { to: '/admin/emails', label: 'Emails' },
  { to: '/admin/staff', label: 'Staff', ownerOnly: true },
  { to: '/admin/audit', label: 'Audit log', ownerOnly: true },
];

export const FOOTER_ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/menu', label: 'Menu Management', ownerOnly: true },
  { to: '/admin/banners', label: 'Banner Management', ownerOnly: true },
  { to: '/admin/emails', label: 'Emails' },
];

export type NavItem = { to: string; label: string };

export const PUBLIC_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/menu', label: 'Menu' },
  { to: '/reserve', label: 'Reservations' },
  { to: '/coming-soon', label: 'Coming Soon' },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/menu', label: 'Admin Menu' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/schedule', label: 'Schedule Management' },
  { to: '/admin/emails', label: 'Emails' },
];

export const FOOTER_ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/menu', label: 'Menu Management' },
  { to: '/admin/banners', label: 'Banner Management' },
  { to: '/admin/emails', label: 'Emails' },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { to: '/imprint', label: 'Imprint' },
  { to: '/data-request', label: 'Data Privacy Requests' },
  { to: '/privacy', label: 'Privacy Policy' },
];

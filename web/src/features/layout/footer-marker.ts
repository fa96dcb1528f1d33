/** The site footer: its code loads as the guest scrolls near it. */
export const FOOTER_MARKER = 'site-footer';

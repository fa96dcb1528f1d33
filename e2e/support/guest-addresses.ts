import { GUEST_PAGES } from '../../shared/pages/guest-pages';

type DeclaredPage = (typeof GUEST_PAGES)[number];

/**
 * An address a journey can open for a declared guest page: its own, or for an emailed link's page
 * (one with a shell) a made-up id and a token that is not one, which the Worker serves from the shell.
 */
const openableAddress = (page: DeclaredPage) =>
  'shell' in page ? `${page.path.replace(/:[^/]+/g, 'b0b0b0b0')}?token=not.a.token` : page.path;

/** Every declared guest page, in English, at an address a journey can open. */
export const OPENABLE_GUEST_ADDRESSES = GUEST_PAGES.map(openableAddress);

/** The emailed links' pages only (/booking/…?token=, /data-request/confirm?token=). */
export const EMAILED_LINK_ADDRESSES = GUEST_PAGES.filter((page) => 'shell' in page).map(openableAddress);

/** What a link's token reads as in the back office: visibly there, never usable. */
export const TOKEN_MASK = '••••••';

/**
 * A `token=` query parameter, after `?`, `&` or the HTML body's `&amp;`: every emailed link (a
 * guest's manage, data-request or a staff member's set-password link) carries its token there.
 */
const TOKEN_PARAM = /((?:[?&]|&amp;)token=)[^&\s"'<>]+/gi;
/** Any signed token elsewhere (our tokens are JWTs, whose header starts `{"` → `eyJ`), in case a template moves it. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/**
 * An email's text with every link token masked, the rest of each link kept, so the Emails page
 * shows which link was sent while no one in the back office (owner or staff) can act under a
 * guest's or colleague's name (issue 26). Only what is shown is masked: the outbox row, which
 * resending delivers, keeps the real link.
 */
export const maskEmailLinks = (text: string) => text.replace(TOKEN_PARAM, `$1${TOKEN_MASK}`).replace(JWT, TOKEN_MASK);

import type { Context } from 'hono';
import { messagesFor, type Messages } from '../../shared/i18n/catalogues';
import { preferredLocale, type Locale } from '../../shared/i18n/locales';
// The Worker speaks both languages: every request picks its own.
import '../../shared/i18n/provide-both';

/**
 * The language a guest's request wants its answers in: the site's pages send their own language
 * as Accept-Language (web/src/lib/api-client.ts); any other client gets its browser's preference,
 * English when it names neither of ours.
 */
export function requestLocale(c: Context): Locale {
  return preferredLocale(c.req.header('Accept-Language'));
}

/** The guest-visible texts in the request's language. */
export function guestMessages(c: Context): Messages {
  return messagesFor(requestLocale(c));
}

import type { BaseIssue } from 'valibot';
import type { en } from './en';
import type { Locale } from './locales';

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { -readonly [K in keyof T]: Widen<T[K]> }
      : T;

/**
 * The shape of a language's catalogue: the English one's, with every text a plain string. German
 * (./de.ts) is declared with this type, so a message missing from it, or one it has that English
 * has not, fails the typecheck; ./catalogues.test.ts checks the same at run time.
 */
export type Messages = Widen<typeof en>;

const provided: Partial<Record<Locale, Messages>> = {};

/**
 * Makes a language's catalogue, or parts of it, available. The Worker provides both; a browser only the page's
 * own language (app/boot.tsx loads it), so a page never downloads the other one.
 */
export function provideMessages(locale: Locale, messages: Messages) {
  // A browser page adds the parts it shows as it needs them (web/src/app/load-messages.ts).
  provided[locale] = { ...provided[locale], ...messages };
}

/**
 * A language's catalogue. In the browser only the page's language is there, and it is the answer
 * whatever is asked, so shared code needs no language passed to get the page's texts.
 */
export function messagesFor(locale: Locale): Messages {
  const messages = provided[locale] ?? Object.values(provided)[0];
  if (!messages) throw new Error(`No catalogue is loaded (asked for ${locale})`);
  return messages;
}

/**
 * A valibot message in the issue's language (`{ lang }` in the parse's config; the Worker passes
 * the request's), picked from the catalogue: `v.nonEmpty(message((m) => m.api.reservation.nameRequired))`.
 */
export const message = (pick: (messages: Messages) => string) => (issue: BaseIssue<unknown>) =>
  pick(messagesFor(issue.lang === 'de' ? 'de' : 'en'));

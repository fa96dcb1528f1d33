/**
 * shared/guest-key.ts's `guestKey` as SQL text, for the schema's generated `reservations.guest_key`
 * column and the migration's triggers (issue 31). Plain strings, not drizzle SQL, because the
 * schema itself is built from them.
 */

/**
 * Every character other than a digit that a stored phone number can hold: what the phone rule
 * accepts ("+", "(", ")", "-" and the Unicode spaces that are not control or format characters),
 * and "/" and "." of numbers typed before the rule. SQLite has no regex replace, so these are
 * removed one by one; guest-key.test.ts checks the list against the phone rule.
 */
export const PHONE_SEPARATORS = [
  '+',
  '(',
  ')',
  '-',
  '/',
  '.',
  ' ',
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCodePoint(0x2000 + i)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
] as const;

/** The digits of a phone column or expression; constants only (char(n)), so it binds no parameters. */
const phoneDigitsText = (phone: string): string =>
  PHONE_SEPARATORS.reduce((inner, ch) => `replace(${inner}, char(${ch.codePointAt(0)}), '')`, phone);

const TEL_KEY_PREFIX = 'tel:';

/** lower(email), or "tel:" and the phone's digits when the email is '', or NULL (an anonymised booking). */
export const guestKeyText = (email: string, phone: string): string => `(CASE
    WHEN ${email} <> '' THEN lower(${email})
    WHEN ${phoneDigitsText(phone)} <> '' THEN '${TEL_KEY_PREFIX}' || ${phoneDigitsText(phone)}
    ELSE NULL END)`;

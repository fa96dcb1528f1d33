import { sql, type SQL } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import { TEL_PREFIX } from '../../../shared/guest-key';

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

/** The digits of a phone column, in SQL; constants only (char(n)), so it binds no parameters. */
export function phoneDigitsSql(phone: SQL | typeof reservations.phone): SQL {
  return PHONE_SEPARATORS.reduce<SQL>(
    (inner, ch) => sql`replace(${inner}, char(${sql.raw(String(ch.codePointAt(0)))}), '')`,
    sql`${phone}`,
  );
}

/**
 * shared/guest-key.ts's `guestKey` over the reservations table: lower(email), or "tel:" and the
 * phone's digits when the email is '', or NULL for an anonymised booking. It reads every row (no
 * index can hold it), which a restaurant's few thousand bookings a year make cheap.
 */
export function guestKeySql(): SQL<string | null> {
  const digits = phoneDigitsSql(reservations.phone);
  return sql<string | null>`(CASE
    WHEN ${reservations.email} <> '' THEN lower(${reservations.email})
    WHEN ${digits} <> '' THEN ${sql.raw(`'${TEL_PREFIX}'`)} || ${digits}
    ELSE NULL END)`;
}

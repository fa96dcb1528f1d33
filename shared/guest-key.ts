/**
 * Who a booking belongs to, for the back office's guest history (issue 14): the booking's email,
 * lower-cased; for a phone or walk-in booking without one, "tel:" and the phone's digits. A
 * booking with neither (anonymised by the nightly retention) belongs to nobody: null.
 *
 * Its SQL twin is the generated column `reservations.guest_key` (worker/db/guest-key-sql.ts); both must
 * give the same key, which worker/domain/guests/guest-key.test.ts checks against D1. The web app builds the link to a guest's
 * page from a booking with this function, so it lives in shared/.
 */
export function guestKey(email: string, phone: string): string | null {
  if (email !== '') return asciiLower(email);
  const digits = phoneDigits(phone);
  return digits === '' ? null : `${TEL_PREFIX}${digits}`;
}

const TEL_PREFIX = 'tel:';

/** SQLite's lower() folds A-Z only; so does this, so a key computed here matches one computed in D1. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The digits of a phone number: "+49 (30) 123-4567" → "49301234567". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D+/g, '');
}

/** The back-office path of a guest's page; the key is URL-encoded (an email may hold "+" or "/"). */
export const guestPath = (key: string) => `/admin/guests/${encodeURIComponent(key)}`;

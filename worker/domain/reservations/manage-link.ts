import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { addDays, berlinInstant } from '../../../shared/berlin-time';
import type { Env } from '../../env';
import { signGuestToken } from './guest-token';
import { weakSecretsError } from '../../infra/production-secrets';

/**
 * The instant a booking's manage link stops working: the Berlin midnight that ends the booking's
 * day (issue 12: "stops working once the booking's date has passed").
 */
export const manageLinkExpiry = (date: string) => berlinInstant(addDays(date, 1), '00:00');

/** The guest's page for one booking, without its token, in the language they booked in. */
export const bookingPageUrl = (origin: string, id: string, locale: Locale = 'en') =>
  `${origin}${localizedPath(`/booking/${encodeURIComponent(id)}`, locale)}`;

/**
 * `<origin>/booking/<id>?token=<token>`: the guest's link to see and cancel one booking. The
 * origin is the site's configured one (./site-origin.ts), never the request's. With a missing or
 * example JWT_SECRET (a misconfigured deploy) the link carries no token, because anyone could forge
 * one: the page then says the link does not work, and the manage API refuses every call (503).
 */
export async function manageBookingUrl(
  env: Env,
  origin: string,
  booking: { id: string; date: string; language?: Locale },
  issuedAt: Date,
) {
  const base = bookingPageUrl(origin, booking.id, booking.language);
  if (weakSecretsError(env)) return base;
  const token = await signGuestToken(
    env.JWT_SECRET,
    'manage-booking',
    booking.id,
    manageLinkExpiry(booking.date),
    issuedAt,
  );
  return `${base}?token=${token}`;
}

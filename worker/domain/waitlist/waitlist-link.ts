import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import type { Env } from '../../env';
import { signGuestToken, verifyGuestToken, type GuestTokenCheck } from '../reservations/guest-token';
import { manageLinkExpiry } from '../reservations/manage-link';
import { weakSecretsError } from '../../infra/production-secrets';

/**
 * `<origin>/waitlist/entry?token=…` (German: `/de/waitlist/entry?token=…`): the guest's one link
 * to their place on the waitlist, to see it, take an offered table or leave. Valid until the
 * entry's day is over, like a booking's manage link. The origin is the site's configured one
 * (infra/site-origin.ts); with a weak JWT_SECRET the link carries no token (manage-link.ts).
 */
export async function waitlistEntryUrl(
  env: Env,
  origin: string,
  entry: { id: string; date: string; language: Locale },
  issuedAt: Date,
) {
  const base = `${origin}${localizedPath('/waitlist/entry', entry.language)}`;
  if (weakSecretsError(env)) return base;
  const token = await signGuestToken(env.JWT_SECRET, 'waitlist', entry.id, manageLinkExpiry(entry.date), issuedAt);
  return `${base}?token=${token}`;
}

/** The entry id a waitlist link names, if we signed it and its day is not over. */
export const verifyWaitlistToken = (env: Env, token: string, at: Date): Promise<GuestTokenCheck> =>
  weakSecretsError(env)
    ? Promise.resolve({ ok: false, reason: 'invalid' })
    : verifyGuestToken(env.JWT_SECRET, 'waitlist', token, at);

import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../env';
import { reservations } from '../../db/schema';
import { guestKey } from '../../../shared/guest-key';
import { berlinToday } from '../../../shared/berlin-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { Settings } from '../../../shared/rules/settings';

/**
 * The answer to a guest the owner's no-show policy turns away online (issue 31). It asks them to
 * call and says nothing of why: a stranger typing someone else's email must learn nothing about
 * that guest, and a regular who missed twice is still welcome by phone.
 */
const REFUSAL: Record<Locale, (phone: string) => string> = {
  en: (phone) => `We cannot take this booking online. Please call us on ${phone}: we will gladly find you a table.`,
  de: (phone) =>
    `Diese Reservierung können wir online leider nicht annehmen. Bitte rufen Sie uns an (${phone}): Wir finden gern einen Tisch für Sie.`,
};

/** The first Berlin date that no longer counts: the same day one year before (29 February → 28). */
export function noShowWindowStart(today: string): string {
  const [year, month, day] = today.split('-');
  return `${Number(year) - 1}-${month}-${month === '02' && day === '29' ? '28' : day}`;
}

/** The guest's no-shows with a booking date in the last 12 months (Berlin), through the indexed guest key. */
async function recentNoShows(db: Database, key: string, at: Date): Promise<number> {
  const today = berlinToday(at);
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.guestKey, key),
        gt(reservations.date, noShowWindowStart(today)),
        lte(reservations.date, today),
        eq(reservations.status, 'no-show'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether the owner's policy (`policies.noShowLimit`, null: off) refuses this guest's online
 * booking or waitlist entry: the message to answer with 403, or null to go on. The guest is who the
 * submitted email names, else the phone (shared/guest-key.ts). Staff bookings never call this.
 */
export async function noShowRefusal(
  db: Database,
  guest: { email: string; phone: string },
  settings: Pick<Settings, 'phone' | 'policies'>,
  at: Date,
  language: Locale,
): Promise<string | null> {
  const limit = settings.policies.noShowLimit;
  if (limit === null || limit === undefined) return null;
  const key = guestKey(guest.email, guest.phone);
  if (key === null) return null;
  return (await recentNoShows(db, key, at)) >= limit ? REFUSAL[language](settings.phone) : null;
}

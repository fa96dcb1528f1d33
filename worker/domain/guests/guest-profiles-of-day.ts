import { eq } from 'drizzle-orm';
import { guests, reservations } from '../../db/schema';
import type { Database } from '../../env';
import { parseGuestTags } from './guest-tags';

/**
 * The profiles of the guests booked on one date (issue 31), for the Service view: the bookings
 * JOIN their guests by the key, so one indexed lookup per booking, never the whole guests table.
 * Not awaited here: it goes into the day's batch.
 */
export function guestProfilesOfDay(db: Database, date: string) {
  return db
    .selectDistinct({ key: guests.key, tags: guests.tags, noShows: guests.noShows, visits: guests.visits })
    .from(reservations)
    .innerJoin(guests, eq(guests.key, reservations.guestKey))
    .where(eq(reservations.date, date));
}

type Profile = Awaited<ReturnType<typeof guestProfilesOfDay>>[number];

/** Adds `guest: { tags, noShows, visits }` to each booking, null for one without a key (anonymised). */
export function withGuestProfile(profiles: Profile[]) {
  const byKey = new Map(profiles.map((p) => [p.key, p]));
  return <B extends { guestKey: string | null }>(booking: B) => {
    const p = booking.guestKey === null ? undefined : byKey.get(booking.guestKey);
    return { ...booking, guest: p ? { tags: parseGuestTags(p.tags), noShows: p.noShows, visits: p.visits } : null };
  };
}

import { desc, eq } from 'drizzle-orm';
import { guestNotes, guests, reservations, staffUsers } from '../../db/schema';
import type { Database } from '../../env';
import { parseGuestTags } from './guest-tags';
import { tablesOfBookings } from '../room/booking-tables';
import { berlinWallClock } from '../../../shared/berlin-time';

/**
 * One guest's page: every booking with their key (through its index), newest date first, their
 * profile's counts and tags (issue 31) and the staff's note (with who saved it last). Null when no
 * booking has the key (unknown, erased or anonymised).
 */
export async function readGuestHistory(db: Database, key: string) {
  const [bookings, [note], [profile]] = await db.batch([
    db
      .select()
      .from(reservations)
      .where(eq(reservations.guestKey, key))
      .orderBy(desc(reservations.date), desc(reservations.time), desc(reservations.createdAt), desc(reservations.id)),
    db
      .select({
        notes: guestNotes.notes,
        updatedAt: guestNotes.updatedAt,
        byName: staffUsers.name,
        byEmail: staffUsers.email,
      })
      .from(guestNotes)
      .leftJoin(staffUsers, eq(staffUsers.id, guestNotes.updatedBy))
      .where(eq(guestNotes.guestKey, key)),
    db.select().from(guests).where(eq(guests.key, key)),
  ]);
  const latest = bookings[0];
  if (!latest) return null;
  const tables = await tablesOfBookings(
    db,
    bookings.map((b) => b.id),
  );
  return {
    key,
    name: latest.name,
    email: latest.email,
    phone: latest.phone,
    // The triggers write the profile with the bookings, in the same statement: the batch read both at once.
    tags: parseGuestTags(profile?.tags),
    visits: profile?.visits ?? 0,
    noShows: profile?.noShows ?? 0,
    cancellations: profile?.cancellations ?? 0,
    lateCancellations: profile?.lateCancellations ?? 0,
    notes: note?.notes ?? '',
    notesUpdatedAt: note ? new Date(note.updatedAt).toISOString() : null,
    // A staff member's name, or their address when they set none; null once their account is gone.
    notesUpdatedBy: note ? note.byName || note.byEmail || null : null,
    bookings: bookings.map((b) => ({
      _id: b.id,
      date: b.date,
      time: b.time,
      guests: b.guests,
      status: b.status,
      source: b.source,
      occasion: b.occasion,
      specialRequests: b.specialRequests,
      allergies: b.allergies,
      language: b.language,
      endsAt: berlinWallClock(new Date(b.endsAt)).slice(11),
      tables: tables.get(b.id) ?? [],
      createdAt: new Date(b.createdAt).toISOString(),
    })),
  };
}

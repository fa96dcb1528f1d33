import { desc, eq, sql } from 'drizzle-orm';
import { guestNotes, reservations, staffUsers } from '../../db/schema';
import type { Database } from '../../env';
import { guestKeySql } from './guest-key';
import { tablesOfBookings } from '../room/booking-tables';
import { berlinWallClock } from '../../../shared/berlin-time';

/**
 * One guest's page: every booking with their key, newest date first, their counts and the staff's
 * note (with who saved it last). Null when no booking has the key (unknown, erased or anonymised).
 */
export async function readGuestHistory(db: Database, key: string) {
  const [bookings, [note]] = await db.batch([
    db
      .select()
      .from(reservations)
      .where(sql`${guestKeySql()} = ${key}`)
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
  ]);
  const latest = bookings[0];
  if (!latest) return null;
  const tables = await tablesOfBookings(
    db,
    bookings.map((b) => b.id),
  );
  const counted = (...statuses: string[]) => bookings.filter((b) => statuses.includes(b.status)).length;
  return {
    key,
    name: latest.name,
    email: latest.email,
    phone: latest.phone,
    visits: counted('seated', 'completed'),
    noShows: counted('no-show'),
    cancellations: counted('cancelled'),
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

import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { reservations } from '../db/schema';
import type { Database } from '../env';
import { holdsPlace } from '../domain/reservations/holds-place';
import { claimTables } from '../domain/room/claim-tables';
import { audit } from '../domain/audit/audit';

/** Bookings seated per pass: a pass stays well inside a cron's CPU time; the next pass takes the rest. */
const PER_PASS = 50;

const unseated = sql`NOT EXISTS (SELECT 1 FROM reservation_tables rt WHERE rt.reservation_id = ${reservations.id})`;

/**
 * Gives every upcoming booking that holds a place but no table (the bookings made before the room
 * existed, migration 0006) its table by the assignment rule, in the order they start, as staff
 * would (every active table). One that finds none is marked over capacity and audited, never left
 * silently without a place (issue 28). Runs with the outbox's cron; a no-op once all are seated.
 */
export async function seatUnseatedBookings(db: Database, at: Date): Promise<{ seated: number; overCapacity: number }> {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        gte(reservations.endsAt, at.getTime()),
        eq(reservations.seating, 'table'),
        eq(reservations.overCapacity, false),
        holdsPlace(at),
        unseated,
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.createdAt))
    .limit(PER_PASS);
  let seated = 0;
  let overCapacity = 0;
  for (const row of rows) {
    const claim = { guests: row.guests, stay: row, at, exceptId: row.id, byStaff: true };
    const isThis = sql`SELECT 1 FROM reservations WHERE id = ${row.id}`;
    const [, [after]] = await db.batch([
      claimTables(db, row.id, claim, isThis),
      db
        .update(reservations)
        .set({ overCapacity: true })
        .where(and(eq(reservations.id, row.id), unseated))
        .returning({ id: reservations.id }),
    ]);
    if (!after) {
      seated++;
      continue;
    }
    overCapacity++;
    await audit(
      db,
      {
        actorId: null,
        action: 'reservation.tables-moved',
        targetType: 'reservation',
        targetId: row.id,
        detail: { from: [], to: [], overCapacity: true, reason: 'no table free when the room was set up' },
      },
      at.getTime(),
    );
  }
  return { seated, overCapacity };
}

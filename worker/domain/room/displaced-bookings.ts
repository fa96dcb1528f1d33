import { and, asc, gte, sql, type SQL } from 'drizzle-orm';
import { reservations, reservationTables } from '../../db/schema';
import type { Database } from '../../env';
import { holdsPlace } from '../reservations/holds-place';
import { claimTables } from './claim-tables';
import { tablesOfBookings } from './booking-tables';
import type { DisplacedBooking } from '../../contract/room-json';

export type { DisplacedBooking };
type Row = { id: string; name: string; date: string; time: string; guests: number; startsAt: number; endsAt: number };

const jsonList = (ids: readonly string[]) => sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** Upcoming bookings that hold a place and one of `lostTableIds` (unqualified columns: reservations'). */
const displacedWhere = (lostTableIds: readonly string[], at: Date): SQL => sql`(starts_at >= ${at.getTime()}
  AND ${holdsPlace(at)}
  AND id IN (SELECT reservation_id FROM reservation_tables WHERE table_id IN ${jsonList(lostTableIds)}))`;

/** The bookings a new room would leave without a table, earliest first, with the tables they hold now. */
export async function findDisplaced(db: Database, lostTableIds: readonly string[], at: Date) {
  if (!lostTableIds.length) return { rows: [] as Row[], bookings: [] as DisplacedBooking[] };
  const { id, name, date, time, guests, startsAt, endsAt } = reservations;
  const rows = await db
    .select({ id, name, date, time, guests, startsAt, endsAt })
    .from(reservations)
    .where(and(gte(reservations.startsAt, at.getTime()), displacedWhere(lostTableIds, at)))
    .orderBy(asc(reservations.startsAt), asc(reservations.createdAt));
  return { rows, bookings: await describe(db, rows) };
}

/** The bookings as the API lists them, each with the tables it holds as read now. */
export async function describe(db: Database, rows: readonly Row[]): Promise<DisplacedBooking[]> {
  const tables = await tablesOfBookings(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    date: row.date,
    time: row.time,
    guests: row.guests,
    tables: tables.get(row.id) ?? [],
  }));
}

/**
 * First in the save's batch: fails the whole batch (json() of a non-JSON text raises) when a
 * booking displaced by the new room was made after `known` was read, so no booking loses its
 * table unseen. The caller reads again and answers from what it then finds.
 */
export function guardDisplaced(db: Database, lostTableIds: readonly string[], known: readonly string[], at: Date) {
  return db
    .select({ failed: sql`json('room changed under the save')` })
    .from(reservations)
    .where(and(displacedWhere(lostTableIds, at), sql`id NOT IN ${jsonList(known)}`));
}

/**
 * After the new room is written: each booking lets its tables go and takes what assignment picks
 * now (staff's rule: every active table), in order, so each sees the tables the earlier ones took.
 * One that finds none is marked over capacity, never left silently without a place.
 */
export function reseatStatements(db: Database, rows: readonly Row[], at: Date) {
  return rows.flatMap((row) => {
    const written = sql`SELECT 1 FROM reservations WHERE id = ${row.id}`;
    const claim = { guests: row.guests, stay: { startsAt: row.startsAt, endsAt: row.endsAt }, at, byStaff: true };
    return [
      db.delete(reservationTables).where(sql`reservation_id = ${row.id}`),
      claimTables(db, row.id, claim, written),
      db
        .update(reservations)
        .set({ overCapacity: true })
        .where(sql`id = ${row.id} AND NOT EXISTS (SELECT 1 FROM reservation_tables WHERE reservation_id = ${row.id})`),
    ];
  });
}

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { diningTables, reservations, reservationTables } from '../../db/schema';
import type { Database } from '../../env';
import type { ReservationStatus } from '../../../shared/constants';
import { berlinWallClock } from '../../../shared/berlin-time';
import { TABLE_MESSAGES as M } from '../../../shared/rules/table-moves';
import { auditIf } from '../audit/audit';
import { busyStays, busyTables } from './free-unit-sql';

type Row = typeof reservations.$inferSelect;
const SEATABLE: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated'];
const hhmm = (ms: number) => berlinWallClock(new Date(ms)).slice(11);

export type MoveOutcome = { ok: true; row: Row } | { ok: false; status: 400 | 404 | 409; error: string; clash?: true };

/**
 * Moves a booking to the tables staff chose on the table plan (issue 28). The tables must be
 * free for the booking's stay (reset included) and seat the party, or staff confirm "over
 * capacity", which is recorded on the booking. The check is the WHERE of every statement of one
 * batch, so a booking claimed meanwhile makes the whole move lose, never half of it.
 */
export async function moveTables(
  db: Database,
  id: string,
  tableIds: string[],
  overCapacity: boolean,
  actorId: string,
  at: Date,
): Promise<MoveOutcome> {
  const [[current], tables, held] = await db.batch([
    db.select().from(reservations).where(eq(reservations.id, id)),
    db
      .select()
      .from(diningTables)
      .where(and(inArray(diningTables.id, tableIds), eq(diningTables.active, true), eq(diningTables.retired, false))),
    db.select().from(reservationTables).where(eq(reservationTables.reservationId, id)),
  ]);
  if (!current) return { ok: false, status: 404, error: 'Reservation not found' };
  if (!SEATABLE.includes(current.status)) return { ok: false, status: 409, error: M.notSeatable(current.status) };
  const unknown = tableIds.find((tableId) => !tables.some((t) => t.id === tableId));
  if (unknown) return { ok: false, status: 400, error: M.unknownTable(unknown) };

  const claim = { guests: current.guests, stay: current, at, exceptId: id, byStaff: true };
  const free = sql`NOT EXISTS (SELECT 1 FROM dining_tables WHERE id IN ${tableIds} AND id IN ${busyTables(claim)})`;
  const seats = tables.reduce((sum, t) => sum + t.maxCovers, 0);
  const fits = seats >= current.guests;
  // The booking as read, its tables as read: a concurrent move or edit makes this one lose.
  const asRead = sql`id = ${id} AND status = ${current.status} AND starts_at = ${current.startsAt} AND ends_at = ${current.endsAt}
    AND guests = ${current.guests}`;
  const applies: SQL = overCapacity || !fits ? (overCapacity ? asRead : sql`0`) : sql`${asRead} AND ${free}`;
  const stillApplies = sql`SELECT 1 FROM reservations WHERE ${applies}`;
  const detail = { from: held.map((h) => h.tableId), to: tableIds, ...(overCapacity ? { overCapacity: true } : {}) };
  const results = await db.batch([
    auditIf(
      db,
      { actorId, action: 'reservation.tables-moved', targetType: 'reservation', targetId: id, detail },
      stillApplies,
      at.getTime(),
    ),
    // Over capacity is recorded only when the chosen tables really clash or are too small.
    db
      .update(reservations)
      .set({ overCapacity: sql`over_capacity OR NOT (${free}) OR ${!fits}` })
      .where(sql`${applies}`)
      // RETURNING, not `meta.changes`: D1 counts the guest profile's trigger writes there too.
      .returning({ id: reservations.id }),
    db.delete(reservationTables).where(sql`reservation_id = ${id} AND EXISTS (${stillApplies})`),
    ...tableIds.map((tableId) =>
      db.insert(reservationTables).select(sql`SELECT ${id}, ${tableId} WHERE EXISTS (${stillApplies})`),
    ),
    db.select().from(reservations).where(eq(reservations.id, id)),
  ]);
  const [row] = results.at(-1) as Row[];
  if ((results[1] as unknown[]).length === 1 && row) return { ok: true, row };
  if (!fits && !overCapacity) {
    const names = tables.map((t) => t.name).join(' + ');
    return { ok: false, status: 409, error: M.tooSmall(names, seats, current.guests), clash: true };
  }
  return { ok: false, status: 409, ...(await clashOf(db, claim, tableIds, tables)), clash: true };
}

/** Why the chosen tables are not free: the first one taken, and when. */
async function clashOf(
  db: Database,
  claim: { stay: Row; at: Date; exceptId: string },
  tableIds: string[],
  tables: { id: string; name: string }[],
): Promise<{ error: string }> {
  const [taken] = await db.all<{ table_id: string; starts_at: number; ends_at: number }>(
    sql`SELECT * FROM (${busyStays({ ...claim, guests: 0, byStaff: true })}) WHERE table_id IN ${tableIds}
      ORDER BY starts_at LIMIT 1`,
  );
  if (!taken) return { error: 'The booking changed meanwhile; reload and try again' };
  const name = tables.find((t) => t.id === taken.table_id)?.name ?? taken.table_id;
  return { error: M.taken(name, hhmm(taken.starts_at), hhmm(taken.ends_at)) };
}

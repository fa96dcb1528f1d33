import { sql } from 'drizzle-orm';
import { combinationTables, diningTables, roomSettings, stayBands, tableCombinations } from '../../db/schema';
import type { Database } from '../../env';
import type { RoomUpdate } from '../../../shared/rules/room';
import { audit } from '../audit/audit';
import { describe, findDisplaced, guardDisplaced, reseatStatements, type DisplacedBooking } from './displaced-bookings';

export type ReplaceOutcome =
  | { kind: 'conflict'; bookings: DisplacedBooking[] }
  | { kind: 'saved'; moved: DisplacedBooking[]; unseated: DisplacedBooking[] };

/** Tables in use now that the new room retires (leaves out) or switches off. */
async function lostTables(db: Database, room: RoomUpdate) {
  const current = await db
    .select({ id: diningTables.id, active: diningTables.active, retired: diningTables.retired })
    .from(diningTables);
  const staysActive = new Set(room.tables.filter((table) => table.active).map((table) => table.id));
  const inUse = current.filter((table) => table.active && !table.retired);
  return {
    lost: inUse.filter((table) => !staysActive.has(table.id)).map((table) => table.id),
    retired: current.filter((table) => !table.retired && !room.tables.some((t) => t.id === table.id)).map((t) => t.id),
  };
}

/**
 * The room's statements: every table is retired, then each one the body names is written back
 * (so a left-out table stays retired and inactive, and old bookings still name it); combinations,
 * their members and the stay bands are replaced whole. One statement per row: D1 binds at most
 * 100 parameters per statement.
 */
function roomStatements(db: Database, room: RoomUpdate) {
  return [
    db
      .update(diningTables)
      .set({ retired: true, active: false })
      .where(sql`retired = 0`),
    ...room.tables.map((table) => {
      const row = { ...table, retired: false };
      return db.insert(diningTables).values(row).onConflictDoUpdate({ target: diningTables.id, set: row });
    }),
    db.delete(combinationTables),
    db.delete(tableCombinations),
    ...room.combinations.flatMap(({ tableIds, ...combination }) => [
      db.insert(tableCombinations).values(combination),
      db
        .insert(combinationTables)
        .values([...new Set(tableIds)].map((tableId) => ({ combinationId: combination.id, tableId }))),
    ]),
    db.delete(stayBands),
    ...room.stays.map((band) => db.insert(stayBands).values(band)),
    db
      .insert(roomSettings)
      .values({ id: 1, resetMinutes: room.resetMinutes })
      .onConflictDoUpdate({ target: roomSettings.id, set: { resetMinutes: room.resetMinutes } }),
  ];
}

/** The guard's json() raised (drizzle may wrap D1's error, with D1's as the cause). */
export const isGuardFailure = (error: unknown): boolean =>
  error instanceof Error && (error.message.includes('malformed JSON') || isGuardFailure(error.cause));

const nonEmpty = (key: string, ids: string[]) => (ids.length ? { [key]: ids } : {});

/**
 * PUT /api/room: the whole room in one batch. Upcoming bookings on a table the room takes away
 * are refused (409) unless `moveBookings`; then, in the same batch, they are seated again by the
 * assignment rule, and those that find no table come back as `unseated`, marked over capacity.
 */
export async function replaceRoom(db: Database, room: RoomUpdate, actorId: string, at: Date): Promise<ReplaceOutcome> {
  for (let attempt = 1; ; attempt++) {
    const { lost, retired } = await lostTables(db, room);
    const { rows, bookings } = await findDisplaced(db, lost, at);
    if (bookings.length && !room.moveBookings) return { kind: 'conflict', bookings };
    const detail = {
      tables: room.tables.length,
      // Only what the save took away: the audit page lists every fact, and an empty one says nothing.
      ...nonEmpty('retired', retired),
      ...nonEmpty(
        'deactivated',
        lost.filter((id) => !retired.includes(id)),
      ),
      combinations: room.combinations.length,
      resetMinutes: room.resetMinutes,
      moved: rows.length,
    };
    const guard = guardDisplaced(
      db,
      lost,
      rows.map((row) => row.id),
      at,
    );
    const entry = audit(
      db,
      { actorId, action: 'room.updated', targetType: 'room', targetId: 'room', detail },
      at.getTime(),
    );
    try {
      await db.batch([guard, ...roomStatements(db, room), ...reseatStatements(db, rows, at), entry]);
    } catch (error) {
      // A booking slipped onto a table being taken away: read again, then refuse or move it too.
      if (attempt < 3 && isGuardFailure(error)) continue;
      throw error;
    }
    const moved = await describe(db, rows);
    return { kind: 'saved', moved, unseated: moved.filter((booking) => !booking.tables.length) };
  }
}

import { asc, eq } from 'drizzle-orm';
import { combinationTables, diningTables, roomSettings, stayBands, tableCombinations } from '../../db/schema';
import type { Database } from '../../env';
import type { RoomDocument } from '../../../shared/rules/room';

/** The room in one D1 round trip; retired tables are left out (they only name old bookings' places). */
export async function readRoom(db: Database): Promise<RoomDocument> {
  const [tables, combinations, members, stays, settings] = await db.batch([
    db.select().from(diningTables).where(eq(diningTables.retired, false)).orderBy(asc(diningTables.priority)),
    db.select().from(tableCombinations).orderBy(asc(tableCombinations.priority)),
    db.select().from(combinationTables),
    db.select().from(stayBands).orderBy(asc(stayBands.minGuests)),
    db.select().from(roomSettings).where(eq(roomSettings.id, 1)),
  ]);
  return {
    tables: tables.map(({ retired: _retired, ...table }) => table),
    combinations: combinations.map((combination) => ({
      ...combination,
      tableIds: members.filter((m) => m.combinationId === combination.id).map((m) => m.tableId),
    })),
    stays,
    resetMinutes: settings[0]?.resetMinutes ?? 0,
  };
}

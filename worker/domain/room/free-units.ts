import { eq, sql } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import type { Database } from '../../env';
import { freeUnits } from './free-unit-sql';
import { readRoom } from './read-room';
import { stayOf, type Stay } from './stay-sql';

export type FreeUnit = { tableIds: string[]; name: string; maxCovers: number };

/**
 * The tables and combinations free for a party at a time, best first (the order assignment picks
 * in), as staff see them when they take a phone booking or move one (`except`: that booking, whose
 * own stay is then the one asked about). Every active table counts, not only the online ones.
 */
export async function freeUnitsFor(
  db: Database,
  q: { date: string; time: string; guests: number; except?: string },
  at: Date,
): Promise<FreeUnit[]> {
  let stay: Stay = stayOf(q.date, q.time, q.guests);
  if (q.except) {
    const [own] = await db.select().from(reservations).where(eq(reservations.id, q.except));
    if (own && own.date === q.date && own.time === q.time) stay = own;
  }
  const claim = { guests: q.guests, stay, at, exceptId: q.except, byStaff: true };
  const [units, room] = await Promise.all([
    db.all<{ kind: number; unit_id: string; size: number }>(sql`${freeUnits(claim)}`),
    readRoom(db),
  ]);
  return units.map((unit) => {
    if (unit.kind === 0) {
      const table = room.tables.find((t) => t.id === unit.unit_id);
      return { tableIds: [unit.unit_id], name: table?.name ?? unit.unit_id, maxCovers: unit.size };
    }
    const combination = room.combinations.find((c) => c.id === unit.unit_id);
    return { tableIds: combination?.tableIds ?? [], name: combination?.name ?? unit.unit_id, maxCovers: unit.size };
  });
}

import { inArray } from 'drizzle-orm';
import type { Database } from '../../env';
import { diningTables } from '../../db/schema';
import type { WaitlistRow } from './offer-tables';

const iso = (ms: number) => new Date(ms).toISOString();

/** The offer an entry holds now (null when none): its time, tables and expiry. */
const offerOf = (row: WaitlistRow) =>
  row.status === 'offered' && row.offerTime && row.offerExpiresAt
    ? { time: row.offerTime, tables: row.offerTables ?? [], expiresAt: iso(row.offerExpiresAt) }
    : null;

/** What the guest's page shows of their entry (GET /api/waitlist/entry). */
export function guestEntryJson(row: WaitlistRow) {
  const offer = offerOf(row);
  return {
    date: row.date,
    from: row.fromTime,
    to: row.toTime,
    guests: row.guests,
    status: row.status,
    name: row.name,
    language: row.language,
    offer: offer && { time: offer.time, expiresAt: offer.expiresAt },
  };
}

/** The answer to a guest who joined: their entry, without their data. */
export const joinedEntryJson = (row: WaitlistRow) => ({
  id: row.id,
  date: row.date,
  from: row.fromTime,
  to: row.toTime,
  guests: row.guests,
  status: row.status,
});

/** Staff's entries, each offer's tables by name (the table plan's words). */
export async function staffEntriesJson(db: Database, rows: WaitlistRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.offerTables ?? []))];
  const tables = ids.length
    ? await db
        .select({ id: diningTables.id, name: diningTables.name })
        .from(diningTables)
        .where(inArray(diningTables.id, ids))
    : [];
  const names = new Map(tables.map((t) => [t.id, t.name]));
  return rows.map((row) => {
    const offer = offerOf(row);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      name: row.name,
      email: row.email,
      phone: row.phone,
      date: row.date,
      from: row.fromTime,
      to: row.toTime,
      guests: row.guests,
      language: row.language,
      quotedMinutes: row.quotedMinutes,
      createdAt: iso(row.createdAt),
      offer: offer && { ...offer, tables: offer.tables.map((id) => names.get(id) ?? id) },
      reservationId: row.reservationId,
    };
  });
}

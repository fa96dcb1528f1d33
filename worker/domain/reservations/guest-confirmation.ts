import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../env';
import { reservations } from '../../db/schema';
import { auditIf } from '../audit/audit';

type Row = typeof reservations.$inferSelect;

/** Only a booking still ahead can be confirmed: one seated, completed, missed or cancelled is past it. */
const OPEN = ['pending', 'confirmed'] as const;

export type GuestConfirmation =
  { kind: 'confirmed'; row: Row } | { kind: 'cancelled' } | { kind: 'closed' } | { kind: 'changed' };

/**
 * The guest's "yes, we are coming" from the day-before reminder (issue 31): stamps
 * `guest_confirmed_at` once. A second confirm answers the first time, so a double click or a mail
 * app's retry changes nothing. The audit entry rides on the UPDATE's own condition, in one batch.
 * Not `meta.changes`: the guest profile's triggers count there too (migration 0009); RETURNING says.
 */
export async function confirmByGuest(db: Database, row: Row, at: Date): Promise<GuestConfirmation> {
  if (row.status === 'cancelled') return { kind: 'cancelled' };
  if (!(OPEN as readonly string[]).includes(row.status)) return { kind: 'closed' };
  if (row.guestConfirmedAt !== null) return { kind: 'confirmed', row };
  const stillOpen = sql`SELECT 1 FROM reservations WHERE id = ${row.id} AND status IN ('pending', 'confirmed') AND guest_confirmed_at IS NULL`;
  const [, [confirmed]] = await db.batch([
    auditIf(
      db,
      {
        actorId: null,
        action: 'reservation.guest-confirmed',
        targetType: 'reservation',
        targetId: row.id,
        detail: { date: row.date, time: row.time, status: row.status, by: 'guest' },
      },
      stillOpen,
      at.getTime(),
    ),
    db
      .update(reservations)
      .set({ guestConfirmedAt: at.getTime() })
      .where(
        and(eq(reservations.id, row.id), inArray(reservations.status, OPEN), isNull(reservations.guestConfirmedAt)),
      )
      .returning(),
  ]);
  if (confirmed) return { kind: 'confirmed', row: confirmed };
  // Another request got there first: a confirm from a second tab is still a confirm; a cancel is not.
  const [now] = await db.select().from(reservations).where(eq(reservations.id, row.id));
  if (now?.guestConfirmedAt != null && (OPEN as readonly string[]).includes(now.status))
    return { kind: 'confirmed', row: now };
  return { kind: 'changed' };
}

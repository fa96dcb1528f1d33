import { sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { Database } from '../../env';
import { insertSelect } from '../../db/insert-where';

/** What the audit log records (issue 14). Owners read it; it names ids, never guest data. */
type AuditAction =
  | 'reservation.confirmed'
  | 'reservation.cancelled'
  | 'reservation.guest-confirmed'
  | 'reservation.seated'
  | 'reservation.completed'
  | 'reservation.no-show'
  | 'reservation.created'
  | 'reservation.edited'
  | 'reservation.tables-moved'
  | 'reservation.erased'
  | 'reservations.deleted-old'
  | 'guest.notes-edited'
  | 'guest.tags-edited'
  | 'guest.erased'
  | 'staff.invited'
  | 'staff.deactivated'
  | 'staff.reactivated'
  | 'staff.role-changed'
  | 'staff.password-set'
  | 'staff.password-reset'
  | 'staff.signed-out-everywhere'
  | 'schedule.day-updated'
  | 'schedule.cleaned-up'
  | 'schedule.rules-updated'
  | 'schedule.exception-removed'
  | 'room.updated'
  | 'settings.updated'
  | 'order.placed'
  | 'order.status-changed'
  | 'menu-item.created'
  | 'menu-item.edited'
  | 'menu-item.deleted'
  | 'banner.created'
  | 'banner.edited'
  | 'banner.toggled'
  | 'banner.deleted'
  | 'email.resent'
  | 'reservation.cancellation-emailed'
  // The waitlist (issue 31): a guest's or staff's entry, an offer, its fate.
  | 'waitlist.joined'
  | 'waitlist.offered'
  | 'waitlist.accepted'
  | 'waitlist.expired'
  | 'waitlist.removed'
  | 'waitlist.left'
  | 'waitlist.seated';

export type AuditEntry = {
  /** The staff account that acted; null for a guest's own action or the nightly job. */
  actorId: string | null;
  action: AuditAction;
  targetType:
    | 'reservation'
    | 'guest'
    | 'staff'
    | 'schedule-day'
    | 'schedule'
    | 'room'
    | 'settings'
    | 'order'
    | 'menu-item'
    | 'banner'
    | 'email'
    | 'waitlist-entry';
  targetId: string;
  /** Non-personal facts only: date, time, party size, status, the names of changed fields. */
  detail?: Record<string, unknown>;
};

/** The INSERT of one entry, not yet run: put it in the batch of the change it records. */
export function audit(db: Database, entry: AuditEntry, at: number) {
  return db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {}, at });
}

/**
 * The same INSERT, made only when `condition` (a SELECT) finds a row as the statement runs: the
 * entry of an UPDATE earlier in the batch that may have matched nothing (a concurrent change won).
 */
export function auditIf(db: Database, entry: AuditEntry, condition: SQL, at: number) {
  return auditFrom(db, entry, sql`${JSON.stringify(entry.detail ?? {})}`, sql`WHERE EXISTS (${condition})`, at);
}

/**
 * An entry whose detail the database works out as the statement runs: one per row `source`
 * (FROM … WHERE …) finds, its detail the JSON object `detail` builds from that row. Put before the
 * change in the change's batch (one transaction), it sees exactly the rows the change then touches,
 * so a change that touches nothing leaves no entry, and a concurrent change cannot slip in between.
 */
export function auditFrom(db: Database, entry: Omit<AuditEntry, 'detail'>, detail: SQL, source: SQL, at: number) {
  // The one place that names the log's columns (auditIf builds on it); NULL: the autoincrement id.
  const row = {
    id: sql`NULL`,
    at,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail,
  };
  return insertSelect(db, auditLog, row, source);
}

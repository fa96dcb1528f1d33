import { and, eq, sql } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import type { Database } from '../../env';
import type { StaffRole } from '../../../shared/constants';
import { STAFF_MESSAGES as M } from '../../../shared/rules/staff';
import { auditIf, type AuditEntry } from '../audit/audit';
import { endSessionsOf } from './admin-sessions';
import type { StaffRow } from './staff-accounts';

export type StaffChange = { role?: StaffRole; active?: boolean };

/** Why an owner may not make this change to `target`, or null (the last-owner rule is the UPDATE's). */
export function refusal(
  target: StaffRow,
  callerId: string,
  change: StaffChange,
): { status: 400 | 409; error: string } | null {
  const takesAway = change.active === false || (change.role === 'staff' && target.role === 'owner');
  if (!takesAway) return null;
  if (target.id === callerId) return { status: 400, error: M.notSelf };
  // The secrets would bring this owner back at the next sign-in (decision 022).
  if (target.secretDigest !== null) return { status: 409, error: M.secretsOwner };
  return null;
}

/**
 * The change and its audit entries in one batch; a deactivation ends the account's sessions in it
 * too, so the person's very next request is refused, and the invite or reset links sent to it. When the change would leave no active owner,
 * the UPDATE matches nothing (checked as it runs, so two owners cannot demote each other at once),
 * no entry is written, and the answer is null.
 */
export async function applyStaffChange(
  db: Database,
  target: StaffRow,
  change: StaffChange,
  actorId: string,
  at: number,
) {
  const role = change.role ?? target.role;
  const active = change.active ?? target.active;
  const losesOwner = target.role === 'owner' && target.active && (role !== 'owner' || !active);
  const anotherOwner = sql`(SELECT count(*) FROM staff_users WHERE role = 'owner' AND active = 1 AND id <> ${target.id}) > 0`;
  // A deactivation retires the account's emailed links: reactivated, they stay dead (issue 26).
  const retireLinks = active ? {} : { passwordVersion: sql`${staffUsers.passwordVersion} + 1` };
  const update = db
    .update(staffUsers)
    .set({ role, active, ...retireLinks })
    .where(and(eq(staffUsers.id, target.id), losesOwner ? anotherOwner : undefined))
    .returning();
  // Each entry only if the UPDATE applied: the row now has the new role and state.
  const applied = sql`SELECT 1 FROM staff_users WHERE id = ${target.id} AND role = ${role} AND active = ${active ? 1 : 0}`;
  const entry = (e: Omit<AuditEntry, 'actorId' | 'targetType' | 'targetId'>) =>
    auditIf(db, { actorId, targetType: 'staff', targetId: target.id, ...e }, applied, at);
  const entries = [
    ...(role !== target.role ? [entry({ action: 'staff.role-changed', detail: { role } })] : []),
    ...(active !== target.active ? [entry({ action: active ? 'staff.reactivated' : 'staff.deactivated' })] : []),
  ];
  const [updated] = await db.batch([update, ...entries, ...(active ? [] : [endSessionsOf(db, target.id)])]);
  return updated[0] ?? null;
}

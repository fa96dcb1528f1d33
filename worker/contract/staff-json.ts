import type { staffUsers } from '../db/schema';

type StaffRow = typeof staffUsers.$inferSelect;

/** Invited (no password yet), active, or deactivated by an owner. */
export type StaffState = 'invited' | 'active' | 'deactivated';

/** Where an account stands, as the Staff page shows it. */
const staffState = (row: Pick<StaffRow, 'active' | 'passwordHash'>): StaffState =>
  !row.active ? 'deactivated' : row.passwordHash === '' ? 'invited' : 'active';

/** An account as the Staff page lists it: never its hash, salt or secret digest. */
export function staffJson(row: StaffRow, callerId: string) {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: staffState(row),
    createdAt: new Date(row.createdAt).toISOString(),
    // The owner from the ADMIN_EMAIL/ADMIN_PASSWORD secrets: the page offers it no deactivation or demotion.
    fromSecrets: row.secretDigest !== null,
    // The caller's own row: nobody deactivates or demotes themselves.
    you: row.id === callerId,
  };
}

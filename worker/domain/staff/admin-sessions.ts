import { and, eq, gt, lt } from 'drizzle-orm';
import { adminSessions, staffUsers } from '../../db/schema';
import type { Database, Env } from '../../env';
import type { StaffRole } from '../../../shared/constants';
import { SESSION_HOURS } from '../../../shared/constants';
import type { AdminClaims } from './jwt';
import { newId } from '../../infra/ids';
import { ownerSecretsDigest } from './staff-accounts';
import { constantTimeEqual, hmacHex } from './password';

/** Who is signed in: what every admin route may know of the caller. */
export type StaffIdentity = { id: string; email: string; name: string; role: StaffRole };

/**
 * Ties a session to the secret and the password it began under (HMAC keyed by JWT_SECRET over the
 * account's id and password hash): a rotated JWT_SECRET, a new password or a re-provisioned owner
 * ends every session of that account.
 */
const credentialDigest = (env: Env, userId: string, passwordHash: string) =>
  hmacHex(env.JWT_SECRET, `${userId}\n${passwordHash}`);

/** A new session for a successful sign-in; the token carries its id as `sid`. */
export async function startSession(
  db: Database,
  env: Env,
  user: { id: string; passwordHash: string },
  nowMs: number,
): Promise<string> {
  const id = newId();
  await db.insert(adminSessions).values({
    id,
    userId: user.id,
    credentialDigest: await credentialDigest(env, user.id, user.passwordHash),
    createdAt: nowMs,
    expiresAt: nowMs + SESSION_HOURS * 3_600_000,
  });
  return id;
}

/**
 * A valid signature is not enough: the session must still exist (not signed out), be unexpired,
 * belong to an active account with the token's email, and match that account's password and the
 * current secret. One D1 read. The account's role is read here, so a change applies at once.
 */
export async function liveStaff(
  db: Database,
  env: Env,
  claims: AdminClaims,
  nowMs: number,
): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({ digest: adminSessions.credentialDigest, user: staffUsers })
    .from(adminSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, adminSessions.userId))
    .where(
      and(eq(adminSessions.id, claims.sessionId), gt(adminSessions.expiresAt, nowMs), eq(staffUsers.active, true)),
    );
  if (!row || row.user.email.toLowerCase() !== claims.email.toLowerCase()) return null;
  const { id, email, name, role, passwordHash, secretDigest } = row.user;
  // The owner from the secrets stops the moment a secret is rotated, before anyone signs in again.
  if (secretDigest !== null && !constantTimeEqual(secretDigest, await ownerSecretsDigest(env))) return null;
  return constantTimeEqual(row.digest, await credentialDigest(env, id, passwordHash))
    ? { id, email, name, role }
    : null;
}

export async function endSession(db: Database, sessionId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/** Every session of one account: "sign out everywhere", and a deactivated account's at once. */
export function endSessionsOf(db: Database, userId: string) {
  return db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}

export async function purgeExpiredSessions(db: Database, nowMs: number): Promise<number> {
  const result = await db.delete(adminSessions).where(lt(adminSessions.expiresAt, nowMs));
  return result.meta.changes;
}

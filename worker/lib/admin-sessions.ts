import { and, eq, gt, lt } from 'drizzle-orm';
import { adminSessions } from '../db/schema';
import type { Database, Env } from '../env';
import { SESSION_HOURS } from '../../shared/constants';
import { credentialDigest } from './admin-account';
import type { AdminClaims } from './jwt';
import { newId } from './ids';
import { constantTimeEqual } from './password';

/** A new session for a successful sign-in; the token carries its id as `sid`. */
export async function startSession(db: Database, env: Env, email: string, nowMs: number): Promise<string> {
  const id = newId();
  await db.insert(adminSessions).values({
    id,
    email,
    credentialDigest: await credentialDigest(env),
    createdAt: nowMs,
    expiresAt: nowMs + SESSION_HOURS * 3_600_000,
  });
  return id;
}

/**
 * A valid signature is not enough: the session must still exist (not signed out), be unexpired,
 * belong to the token's email, and have been made under today's secrets.
 */
export async function isLiveSession(db: Database, env: Env, claims: AdminClaims, nowMs: number): Promise<boolean> {
  const [session] = await db
    .select({ email: adminSessions.email, digest: adminSessions.credentialDigest })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, claims.sessionId), gt(adminSessions.expiresAt, nowMs)));
  if (!session || session.email !== claims.email) return false;
  return constantTimeEqual(session.digest, await credentialDigest(env));
}

export async function endSession(db: Database, sessionId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/** Sign out everywhere: every device's token stops working at its next request. */
export async function endAllSessions(db: Database): Promise<number> {
  const result = await db.delete(adminSessions);
  return result.meta.changes;
}

export async function purgeExpiredSessions(db: Database, nowMs: number): Promise<number> {
  const result = await db.delete(adminSessions).where(lt(adminSessions.expiresAt, nowMs));
  return result.meta.changes;
}

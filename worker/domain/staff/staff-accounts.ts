import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import type { Database, Env } from '../../env';
import { hashPassword, hmacHex, PBKDF2_ITERATIONS, randomSalt, verifyPassword } from './password';
import { newId } from '../../infra/ids';

export type StaffRow = typeof staffUsers.$inferSelect;

export const byEmail = (email: string) => sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`;

/** A fingerprint of the owner secrets (HMAC keyed by JWT_SECRET): tells when one was rotated. */
export const ownerSecretsDigest = (env: Env) =>
  hmacHex(env.JWT_SECRET, `${env.ADMIN_EMAIL.toLowerCase()}\n${env.ADMIN_PASSWORD}`);

/**
 * The first owner is the ADMIN_EMAIL / ADMIN_PASSWORD secrets, so `npm start` and a fresh deploy
 * sign in as before. When a secret changes, that owner's row takes the new email and password
 * (its sessions end, as their digest covers the password hash). An invited account that already
 * holds the address gives way: the secrets are the operator's word.
 */
async function provisionOwner(db: Database, env: Env): Promise<void> {
  const digest = await ownerSecretsDigest(env);
  const [current] = await db.select().from(staffUsers).where(isNotNull(staffUsers.secretDigest)).limit(1);
  if (current?.secretDigest === digest) return;
  const salt = randomSalt();
  const owner = {
    email: env.ADMIN_EMAIL.toLowerCase(),
    role: 'owner' as const,
    passwordHash: await hashPassword(env.ADMIN_PASSWORD, salt),
    salt,
    iterations: PBKDF2_ITERATIONS,
    active: true,
    secretDigest: digest,
  };
  const clash = and(byEmail(owner.email), isNull(staffUsers.secretDigest));
  await db.batch([
    db.delete(staffUsers).where(clash),
    current
      ? db.update(staffUsers).set(owner).where(eq(staffUsers.id, current.id))
      : // Parallel first sign-ins all provision: the first INSERT wins, the others change nothing.
        db
          .insert(staffUsers)
          .values({ id: newId(), name: 'Owner', ...owner })
          .onConflictDoNothing(),
  ]);
}

// A stand-in hash for unknown or password-less accounts: every sign-in costs one PBKDF2, so the
// answer's timing does not tell which addresses have accounts.
const DUMMY = { salt: '00'.repeat(16), hash: '00'.repeat(32) };

/** The active account with this email and password, or null. Always hashes once. */
export async function checkStaffCredentials(
  db: Database,
  env: Env,
  email: string,
  password: string,
): Promise<StaffRow | null> {
  await provisionOwner(db, env);
  const [user] = await db.select().from(staffUsers).where(byEmail(email));
  const usable = user && user.active && user.passwordHash ? user : null;
  const ok = await verifyPassword(
    password,
    usable?.salt ?? DUMMY.salt,
    usable?.iterations ?? PBKDF2_ITERATIONS,
    usable?.passwordHash ?? DUMMY.hash,
  );
  return ok && usable ? usable : null;
}

/** A new password for an account (an accepted invite, a reset): its old sessions end with it. */
export async function passwordColumns(password: string) {
  const salt = randomSalt();
  return { passwordHash: await hashPassword(password, salt), salt, iterations: PBKDF2_ITERATIONS };
}

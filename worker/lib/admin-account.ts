import { adminUsers } from '../db/schema';
import type { Database, Env } from '../env';
import { hashPassword, hmacHex, PBKDF2_ITERATIONS, randomSalt, verifyPassword } from './password';
import { newId } from './ids';

type AdminRow = typeof adminUsers.$inferSelect;

/**
 * A fingerprint of the three secrets (HMAC keyed by JWT_SECRET over the email and password). The
 * admin row and every session carry the one they were made under, so rotating any secret both
 * re-provisions the admin and ends every session.
 */
export function credentialDigest(env: Env): Promise<string> {
  return hmacHex(env.JWT_SECRET, `${env.ADMIN_EMAIL.toLowerCase()}\n${env.ADMIN_PASSWORD}`);
}

/**
 * The single admin lives in D1 as a PBKDF2 hash, provisioned from the ADMIN_EMAIL and
 * ADMIN_PASSWORD secrets. When either secret changes, the row is replaced on next sign-in.
 */
async function provisionedAdmin(db: Database, env: Env): Promise<AdminRow> {
  const digest = await credentialDigest(env);
  const [current] = await db.select().from(adminUsers).limit(1);
  if (current && current.secretDigest === digest) return current;

  const salt = randomSalt();
  const row: AdminRow = {
    id: current?.id ?? newId(),
    email: env.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await hashPassword(env.ADMIN_PASSWORD, salt),
    salt,
    iterations: PBKDF2_ITERATIONS,
    secretDigest: digest,
    createdAt: Date.now(),
  };
  await db.batch([db.delete(adminUsers), db.insert(adminUsers).values(row)]);
  return row;
}

/** True only for the admin's email (any case) with the right password. Always hashes once. */
export async function checkAdminCredentials(db: Database, env: Env, email: string, password: string) {
  const admin = await provisionedAdmin(db, env);
  const passwordOk = await verifyPassword(password, admin.salt, admin.iterations, admin.passwordHash);
  return passwordOk && admin.email === email.toLowerCase();
}


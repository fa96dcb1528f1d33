import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { staffUsers, usedTokens } from '../db/schema';
import { validate } from '../middleware/validate';
import { requireStrongSecrets } from '../middleware/auth';
import { forgotPasswordSchema, setPasswordSchema, STAFF_MESSAGES as M } from '../../shared/rules/staff';
import { apiError } from '../contract/errors';
import { auditIf } from '../domain/audit/audit';
import { passwordColumns } from '../domain/staff/staff-accounts';
import { verifyStaffLink } from '../domain/staff/staff-link-token';
import { sendPasswordResetLink } from '../domain/staff/password-reset-link';
import { isTokenReuse } from '../domain/guests/guest-data';
import { now } from '../infra/clock';
import { closeLiveSessions } from '../live/live-hub';

/**
 * The emailed links of staff accounts (decision 022), public and rate-limited per client like the
 * sign-in (worker/app.ts): ask for a reset link, and set a password with an invite's or a reset's.
 */
export const staffPasswordRoutes = new Hono<AppEnv>()
  .post('/forgot-password', requireStrongSecrets, validate('json', forgotPasswordSchema), (c) => {
    const address = c.req.valid('json').email.toLowerCase();
    // The same answer, as fast, for every address: the lookup and the email come after it.
    c.executionCtx.waitUntil(
      sendPasswordResetLink(c.env, address, now()).catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            requestId: c.get('requestId'),
            job: 'password-reset',
            error: String(error),
          }),
        );
      }),
    );
    return c.json({ message: M.resetSent }, 202);
  })
  .post('/set-password', requireStrongSecrets, validate('json', setPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const db = c.get('db');
    const at = now();
    const check = await verifyStaffLink(c.env.JWT_SECRET, token, at);
    if (!check.ok) return check.reason === 'expired' ? apiError(c, 410, M.linkGone) : apiError(c, 401, M.linkInvalid);
    const { purpose, accountId, passwordVersion, jti, expiresAt } = check.link;
    const [account] = await db.select().from(staffUsers).where(eq(staffUsers.id, accountId));
    // An invite sets the first password only: an old invite link cannot replace the password later.
    const usable =
      account?.active && account.secretDigest === null && (purpose === 'password-reset' || account.passwordHash === '');
    if (!usable) return apiError(c, 410, account && !account.active ? M.deactivated : M.linkGone);
    // A password set since (with this link or a newer one), or a deactivation, retired this link (issue 26).
    if (account.passwordVersion !== passwordVersion) {
      const [spent] = await db.select({ jti: usedTokens.jti }).from(usedTokens).where(eq(usedTokens.jti, jti));
      return apiError(c, 410, spent ? M.linkGone : M.linkReplaced);
    }
    const columns = await passwordColumns(password);
    const stillUsable = and(
      eq(staffUsers.id, accountId),
      eq(staffUsers.active, true),
      isNull(staffUsers.secretDigest),
      eq(staffUsers.passwordVersion, passwordVersion),
      purpose === 'staff-invite' ? eq(staffUsers.passwordHash, '') : undefined,
    );
    const applied = sql`SELECT 1 FROM staff_users WHERE id = ${accountId} AND password_hash = ${columns.passwordHash}`;
    const action = purpose === 'staff-invite' ? 'staff.password-set' : 'staff.password-reset';
    try {
      // The token is spent in the password's batch: a second use fails on used_tokens and changes nothing.
      // Every session of the account ends with the old password (its digest covers the hash).
      const [, updated] = await db.batch([
        db.insert(usedTokens).values({ jti, expiresAt }),
        db
          .update(staffUsers)
          .set({ ...columns, passwordVersion: passwordVersion + 1 })
          .where(stillUsable),
        auditIf(db, { actorId: accountId, action, targetType: 'staff', targetId: accountId }, applied, at.getTime()),
      ]);
      if (updated.meta.changes === 0) return apiError(c, 410, M.linkGone);
    } catch (error) {
      if (isTokenReuse(error)) return apiError(c, 410, M.linkGone);
      throw error;
    }
    // The old password's sessions ended in the batch; their live-updates sockets close too (decision 055).
    await closeLiveSessions(c.env, { staffId: accountId });
    return c.json({ message: M.passwordSet, email: account.email });
  });

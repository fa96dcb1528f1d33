import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { staffUsers, usedTokens } from '../db/schema';
import { validate } from '../middleware/validate';
import { requireStrongSecrets } from '../middleware/auth';
import { forgotPasswordSchema, setPasswordSchema, STAFF_MESSAGES as M } from '../../shared/rules/staff';
import { PASSWORD_RESETS_PER_HOUR } from '../../shared/constants';
import { apiError } from '../lib/errors';
import { auditIf } from '../lib/audit';
import { byEmail, passwordColumns } from '../lib/staff-accounts';
import { verifyStaffLink } from '../lib/staff-link-token';
import { setPasswordUrl } from '../lib/staff-links';
import { isTokenReuse } from '../lib/guest-data';
import { passwordResetEmail } from '../lib/emails/password-reset';
import { siteOrigin } from '../lib/site-origin';
import { queueEmailIf } from '../lib/outbox/queue-email';
import { deliverNow } from '../lib/outbox/deliver-now';
import { newId } from '../lib/ids';
import { now } from '../lib/clock';

const HOUR_MS = 3_600_000;

/**
 * The emailed links of staff accounts (decision 022), public and rate-limited per client like the
 * sign-in (worker/app.ts): ask for a reset link, and set a password with an invite's or a reset's.
 */
export const staffPasswordRoutes = new Hono<AppEnv>()
  .post('/forgot-password', requireStrongSecrets, validate('json', forgotPasswordSchema), async (c) => {
    const db = c.get('db');
    const at = now();
    const address = c.req.valid('json').email.toLowerCase();
    const [account] = await db.select().from(staffUsers).where(byEmail(address));
    // Only an active account with a password; the owner from the secrets changes its password there.
    const usable = account?.active && account.passwordHash !== '' && account.secretDigest === null ? account : null;
    // The same work and the same answer for every address: nobody learns who has an account.
    const url = await setPasswordUrl(c.env.JWT_SECRET, siteOrigin(c.env), 'password-reset', usable?.id ?? newId(), at);
    const allowed = sql`SELECT 1 WHERE ${usable ? 1 : 0} = 1 AND (SELECT count(*) FROM email_outbox WHERE kind = 'password-reset'
      AND lower(recipient) = ${address} AND created_at > ${at.getTime() - HOUR_MS}) < ${PASSWORD_RESETS_PER_HOUR}`;
    const id = newId();
    const queued = await queueEmailIf(db, passwordResetEmail(usable?.email ?? address, usable?.name ?? '', url), allowed, id, at.getTime());
    if (queued.meta.changes === 1) deliverNow(c.env, c.executionCtx, [id]);
    return c.json({ message: M.resetSent }, 202);
  })
  .post('/set-password', requireStrongSecrets, validate('json', setPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const db = c.get('db');
    const at = now();
    const check = await verifyStaffLink(c.env.JWT_SECRET, token, at);
    if (!check.ok) return check.reason === 'expired' ? apiError(c, 410, M.linkGone) : apiError(c, 401, M.linkInvalid);
    const { purpose, accountId, jti, expiresAt } = check.link;
    const [account] = await db.select().from(staffUsers).where(eq(staffUsers.id, accountId));
    // An invite sets the first password only: an old invite link cannot replace the password later.
    const usable = account?.active && account.secretDigest === null && (purpose === 'password-reset' || account.passwordHash === '');
    if (!usable) return apiError(c, 410, account && !account.active ? M.deactivated : M.linkGone);
    const columns = await passwordColumns(password);
    const stillUsable = and(eq(staffUsers.id, accountId), eq(staffUsers.active, true), isNull(staffUsers.secretDigest),
      purpose === 'staff-invite' ? eq(staffUsers.passwordHash, '') : undefined);
    const applied = sql`SELECT 1 FROM staff_users WHERE id = ${accountId} AND password_hash = ${columns.passwordHash}`;
    const action = purpose === 'staff-invite' ? 'staff.password-set' : 'staff.password-reset';
    try {
      // The token is spent in the password's batch: a second use fails on used_tokens and changes nothing.
      // Every session of the account ends with the old password (its digest covers the hash).
      const [, updated] = await db.batch([
        db.insert(usedTokens).values({ jti, expiresAt }),
        db.update(staffUsers).set(columns).where(stillUsable),
        auditIf(db, { actorId: accountId, action, targetType: 'staff', targetId: accountId }, applied, at.getTime()),
      ]);
      if (updated.meta.changes === 0) return apiError(c, 410, M.linkGone);
    } catch (error) {
      if (isTokenReuse(error)) return apiError(c, 410, M.linkGone);
      throw error;
    }
    return c.json({ message: M.passwordSet, email: account.email });
  });

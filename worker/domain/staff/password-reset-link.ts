import { sql } from 'drizzle-orm';
import type { Env } from '../../env';
import { createDb } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { PASSWORD_RESETS_PER_HOUR } from '../../../shared/constants';
import { byEmail } from './staff-accounts';
import { setPasswordUrl } from './staff-links';
import { siteOrigin } from '../../infra/site-origin';
import { passwordResetEmail } from '../emails/password-reset';
import { readSettings } from '../settings/read-settings';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import { deliverEmail } from '../../infra/outbox/deliver';
import { bindingTransport } from '../../infra/outbox/transport';
import { newId } from '../../infra/ids';

const HOUR_MS = 3_600_000;

/**
 * What a forgot-password request causes, run after its answer (ctx.waitUntil): only a real account
 * gets an outbox row and an email, and that work must not show in the answer's timing (issue 26:
 * 11.9 against 7.9 ms). Only an active account with a password; the owner from the secrets changes
 * its password there. At most PASSWORD_RESETS_PER_HOUR emails an hour to one address.
 */
export async function sendPasswordResetLink(env: Env, address: string, at: Date): Promise<void> {
  const db = createDb(env.DB);
  const [account] = await db.select().from(staffUsers).where(byEmail(address));
  const usable = account?.active && account.passwordHash !== '' && account.secretDigest === null ? account : null;
  if (!usable) return;
  const url = await setPasswordUrl(env.JWT_SECRET, siteOrigin(env), 'password-reset', usable, at);
  const underCap = sql`SELECT 1 WHERE (SELECT count(*) FROM email_outbox WHERE kind = 'password-reset'
    AND lower(recipient) = ${address} AND created_at > ${at.getTime() - HOUR_MS}) < ${PASSWORD_RESETS_PER_HOUR}`;
  const id = newId();
  const queued = await queueEmailIf(
    db,
    passwordResetEmail(usable.email, usable.name, url, await readSettings(db)),
    underCap,
    id,
    at.getTime(),
  );
  if (queued.meta.changes === 1) await deliverEmail(db, bindingTransport(env), id, at.getTime());
}

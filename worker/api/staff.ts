import { Hono, type Context } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { staffUsers } from '../db/schema';
import { requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { STAFF_MESSAGES as M, staffIdParamSchema, staffInviteSchema, staffPatchSchema } from '../../shared/rules/staff';
import { apiError } from '../contract/errors';
import { audit, auditIf } from '../domain/audit/audit';
import { byEmail, type StaffRow } from '../domain/staff/staff-accounts';
import { staffJson } from '../contract/staff-json';
import { applyStaffChange, refusal } from '../domain/staff/staff-changes';
import { setPasswordUrl } from '../domain/staff/staff-links';
import { staffInviteEmail } from '../domain/emails/staff-invite';
import { readSettings } from '../domain/settings/read-settings';
import { siteOrigin } from '../infra/site-origin';
import { queueEmail, queueEmailIf } from '../infra/outbox/queue-email';
import { deliverNow } from '../infra/outbox/deliver-now';
import { newId } from '../infra/ids';
import { now } from '../infra/clock';
import { closeLiveSessions } from '../live/live-hub';

async function accountById(c: Context<AppEnv>, id: string): Promise<StaffRow | undefined> {
  const [row] = await c.get('db').select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** The invite email for an account, with a fresh link (STAFF_INVITE_HOURS). */
async function inviteEmail(
  c: Context<AppEnv>,
  account: Pick<StaffRow, 'id' | 'email' | 'name' | 'role' | 'passwordVersion'>,
  at: Date,
) {
  const url = await setPasswordUrl(c.env.JWT_SECRET, siteOrigin(c.env), 'staff-invite', account, at);
  return staffInviteEmail(account.email, account.name, account.role, url, await readSettings(c.get('db')));
}

/**
 * Staff accounts (issue 14, decision 022), for owners only: the list, invites, re-sent invites,
 * role changes, deactivation and reactivation. Each change is audited in its own batch.
 */
export const staffRoutes = new Hono<AppEnv>()
  .use(...requireOwner)
  .get('/', async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(staffUsers)
      .orderBy(sql`${staffUsers.role} = 'owner' DESC`, asc(staffUsers.createdAt), asc(staffUsers.id));
    return c.json({ accounts: rows.map((row) => staffJson(row, c.get('staff').id)) });
  })
  .post('/invite', validate('json', staffInviteSchema), async (c) => {
    const { email, name, role } = c.req.valid('json');
    const db = c.get('db');
    const at = now();
    const account = { id: newId(), email: email.toLowerCase(), name, role, passwordVersion: 0 };
    const [exists] = await db.select({ id: staffUsers.id }).from(staffUsers).where(byEmail(account.email));
    if (exists) return apiError(c, 409, M.alreadyInvited, { fields: { email: M.alreadyInvited } });
    const emailId = newId();
    // An invite racing this one for the same address: the unique index refuses the second row,
    // and its email and entry are made only if this row went in.
    const inserted = sql`SELECT 1 FROM staff_users WHERE id = ${account.id}`;
    const [rows] = await db.batch([
      db
        .insert(staffUsers)
        .values({ ...account, active: true, createdAt: at.getTime() })
        .onConflictDoNothing()
        .returning(),
      queueEmailIf(db, await inviteEmail(c, account, at), inserted, emailId, at.getTime()),
      auditIf(
        db,
        {
          actorId: c.get('staff').id,
          action: 'staff.invited',
          targetType: 'staff',
          targetId: account.id,
          detail: { role },
        },
        inserted,
        at.getTime(),
      ),
    ]);
    if (!rows[0]) return apiError(c, 409, M.alreadyInvited, { fields: { email: M.alreadyInvited } });
    deliverNow(c.env, c.executionCtx, [emailId]);
    return c.json({ message: `Invite sent to ${account.email}`, account: staffJson(rows[0], c.get('staff').id) }, 201);
  })
  // A new link for someone whose invite expired or went astray; the older links stay valid until used or expired.
  .post('/:id/invite', validate('param', staffIdParamSchema), async (c) => {
    const account = await accountById(c, c.req.valid('param').id);
    if (!account) return apiError(c, 404, M.notFound);
    if (account.passwordHash !== '') return apiError(c, 409, M.alreadyHasPassword);
    if (!account.active) return apiError(c, 409, M.deactivated);
    const at = now();
    const emailId = newId();
    const db = c.get('db');
    await db.batch([
      queueEmail(db, await inviteEmail(c, account, at), emailId, at.getTime()),
      audit(
        db,
        {
          actorId: c.get('staff').id,
          action: 'staff.invited',
          targetType: 'staff',
          targetId: account.id,
          detail: { role: account.role, resent: true },
        },
        at.getTime(),
      ),
    ]);
    deliverNow(c.env, c.executionCtx, [emailId]);
    return c.json({ message: `Invite sent again to ${account.email}` });
  })
  .patch('/:id', validate('param', staffIdParamSchema), validate('json', staffPatchSchema), async (c) => {
    const change = c.req.valid('json');
    const target = await accountById(c, c.req.valid('param').id);
    if (!target) return apiError(c, 404, M.notFound);
    const refused = refusal(target, c.get('staff').id, change);
    if (refused) return apiError(c, refused.status, refused.error);
    const updated = await applyStaffChange(c.get('db'), target, change, c.get('staff').id, now().getTime());
    if (!updated) return apiError(c, 409, M.lastOwner);
    // A deactivated account's or a changed role's screens stop receiving live updates at once (decision 055);
    // a role change keeps the session, so those screens reconnect under the new role.
    if (!updated.active || updated.role !== target.role) await closeLiveSessions(c.env, { staffId: target.id });
    return c.json({ message: 'Account updated', account: staffJson(updated, c.get('staff').id) });
  });

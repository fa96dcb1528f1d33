import { Hono } from 'hono';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { AppEnv } from '../env';
import { auditLog, staffUsers } from '../db/schema';
import { requireOwner } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { ordersQuerySchema as pageQuerySchema } from '../../shared/rules/admin-queries';
import { afterCursor, badCursor, pageHeaders, readCursor } from '../contract/page-cursor';
import { now } from '../infra/clock';

const actor = alias(staffUsers, 'actor');
const targetAccount = alias(staffUsers, 'target_account');

/**
 * The audit log for owners (issue 14, decision 022): newest first, paged like the staff lists
 * (decision 013: X-Next-Cursor, X-Total-Count). Each entry names the account that acted and, for
 * an account, the account it changed; a booking or a guest stays an id (no guest data here).
 */
export const auditRoutes = new Hono<AppEnv>()
  .use(...requireOwner)
  .get('/', validate('query', pageQuerySchema), async (c) => {
    const { limit, cursor: token } = c.req.valid('query');
    const cursor = readCursor(token);
    if (cursor === 'bad') return badCursor(c);
    const since = cursor?.since ?? now().getTime();
    const db = c.get('db');
    const window = lte(auditLog.at, since);
    const [rows, [total]] = await db.batch([
      db
        .select({
          entry: auditLog,
          // Named apart: the two joined accounts' columns share names.
          actorName: sql<string | null>`${actor.name}`.as('actor_name'),
          actorEmail: sql<string | null>`${actor.email}`.as('actor_email'),
          actorRole: sql<string | null>`${actor.role}`.as('actor_role'),
          targetName: sql<string | null>`${targetAccount.name}`.as('target_name'),
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(targetAccount, and(eq(auditLog.targetType, 'staff'), eq(targetAccount.id, auditLog.targetId)))
        .where(and(window, afterCursor({ createdAt: auditLog.at, id: auditLog.id }, cursor)))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit + 1),
      db.select({ n: count() }).from(auditLog).where(window),
    ]);
    const keyed = rows.map((row) => ({ ...row, createdAt: row.entry.at, id: String(row.entry.id) }));
    return c.json(
      pageHeaders(c, keyed, limit, since, total?.n ?? 0).map(
        ({ entry, actorName, actorEmail, actorRole, targetName }) => ({
          at: new Date(entry.at).toISOString(),
          actor: actorEmail === null ? null : { name: actorName ?? '', email: actorEmail, role: actorRole },
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetName,
          detail: entry.detail,
        }),
      ),
    );
  });

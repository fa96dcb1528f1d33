import { Hono } from 'hono';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../env';
import { emailOutbox } from '../db/schema';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { emailIdParamSchema, emailListQuerySchema } from '../../shared/rules/email-queries';
import { afterCursor, badCursor, pageHeaders, readCursor } from '../contract/page-cursor';
import { apiError } from '../contract/errors';
import { emailDetailJson, emailJson } from '../contract/email-json';
import { deliverNow } from '../infra/outbox/deliver-now';
import { now } from '../infra/clock';
import { emailsVisibleTo } from '../domain/staff/staff-links';
import { auditIf } from '../domain/audit/audit';

const NOT_FOUND = 'Email not found';
const WAITING = 'This email is already waiting to be sent';

/**
 * The outbox for staff (docs/decisions/016): every email newest first, filtered by recipient; one
 * email; resend. Paging as the staff lists (decision 013): X-Next-Cursor and X-Total-Count. Every
 * link's token is masked for everyone (issue 26: staff cancelled a booking through a guest's link).
 */
export const emailRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', emailListQuerySchema), async (c) => {
    const { to, limit, cursor: token } = c.req.valid('query');
    const cursor = readCursor(token);
    if (cursor === 'bad') return badCursor(c);
    const since = cursor?.since ?? now().getTime();
    // Invites, resets and data requests: owners alone see those (domain/staff/staff-links.ts).
    const matching = and(
      to ? eq(sql`lower(${emailOutbox.recipient})`, to.toLowerCase()) : undefined,
      emailsVisibleTo(c.get('staff').role),
    );
    const db = c.get('db');
    const [rows, [total]] = await db.batch([
      db
        .select()
        .from(emailOutbox)
        .where(and(matching, afterCursor(emailOutbox, cursor)))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit + 1),
      db.select({ n: count() }).from(emailOutbox).where(matching),
    ]);
    return c.json({ emails: pageHeaders(c, rows, limit, since, total?.n ?? 0).map(emailJson) });
  })
  .get('/:id', validate('param', emailIdParamSchema), async (c) => {
    const [row] = await c
      .get('db')
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, c.req.valid('param').id), emailsVisibleTo(c.get('staff').role)));
    if (!row) return apiError(c, 404, NOT_FOUND);
    return c.json({ email: emailDetailJson(row) });
  })
  // A failed email (or a sent one the guest says never came) goes back to pending and out at once.
  // The row keeps the real link: only what the back office is shown is masked (contract/email-json.ts).
  .post('/:id/resend', validate('param', emailIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const at = now().getTime();
    const db = c.get('db');
    const [found] = await db
      .select({ kind: emailOutbox.kind, status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, id), emailsVisibleTo(c.get('staff').role)));
    if (!found) return apiError(c, 404, NOT_FOUND);
    if (found.status === 'pending') return apiError(c, 409, WAITING);
    // The entry first, on the UPDATE's own condition: written exactly when the resend applies.
    const unchanged = sql`SELECT 1 FROM email_outbox WHERE id = ${id} AND status = ${found.status}`;
    const entry = {
      actorId: c.get('staff').id,
      action: 'email.resent',
      targetType: 'email',
      targetId: id,
      detail: { kind: found.kind, from: found.status },
    } as const;
    const [, [row]] = await db.batch([
      auditIf(db, entry, unchanged, at),
      db
        .update(emailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lastError: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, found.status)))
        .returning(),
    ]);
    // Another resend came first: the email is waiting again.
    if (!row) return apiError(c, 409, WAITING);
    deliverNow(c.env, c.executionCtx, [id]);
    return c.json({ message: 'Email queued again', email: emailDetailJson(row) });
  });

import { sql, type SQL } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Database } from '../../env';
import { newId } from '../ids';
import { now } from '../clock';
import { insertWhere } from '../../db/insert-where';
import type { OutgoingEmail } from './outgoing-email';

function outboxRow(email: OutgoingEmail, id: string, at: number) {
  return {
    id,
    kind: email.kind,
    recipient: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments: email.attachments ?? [],
    reservationId: email.reservationId ?? null,
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  };
}

/**
 * The INSERT of one email into the outbox, not yet run: put it in the same `db.batch([...])` as
 * the change that causes it, so both commit or neither does (docs/decisions/016). Deliver it
 * after the batch with deliverNow(…, [id]).
 */
export function queueEmail(db: Database, email: OutgoingEmail, id = newId(), at = now().getTime()) {
  return db.insert(emailOutbox).values(outboxRow(email, id, at));
}

/**
 * The same INSERT, made only when `condition` (a SELECT) finds a row when the statement runs: an
 * email about a reservation that an INSERT … SELECT … WHERE earlier in the batch may have refused.
 * Its `meta.changes` is 1 when the email was queued. (An INSERT … SELECT built by drizzle, not
 * `db.run(sql)`: drizzle's D1 batch cannot bind a raw statement's parameters.)
 */
export function queueEmailIf(db: Database, email: OutgoingEmail, condition: SQL, id = newId(), at = now().getTime()) {
  return insertWhere(
    db,
    emailOutbox,
    { ...outboxRow(email, id, at), lastError: null, sentAt: null },
    sql`EXISTS (${condition})`,
  );
}

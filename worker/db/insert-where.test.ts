import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from './schema';
import { insertWhere } from './insert-where';

const db = drizzle(env.DB);
const row = (id: string) => ({
  id,
  kind: 'test',
  recipient: 'guest@example.com',
  subject: 'Hello',
  textBody: 'text',
  htmlBody: '<p>html</p>',
  attachments: [{ filename: 'a.ics', type: 'text/calendar', content: 'QQ==' }],
  reservationId: null,
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  nextAttemptAt: 5,
  createdAt: 7,
  sentAt: null,
});

describe('insertWhere', () => {
  it('writes every named column into its own column, whatever the order it was named in', async () => {
    const reversed = Object.fromEntries(Object.entries(row('iw-1')).reverse()) as ReturnType<typeof row>;
    await db.batch([insertWhere(db, emailOutbox, reversed, sql`1 = 1`)]);
    const [stored] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, 'iw-1'));
    expect(stored).toEqual(row('iw-1'));
  });

  it('writes nothing when the condition does not hold as the statement runs', async () => {
    const [result] = await db.batch([
      insertWhere(db, emailOutbox, row('iw-2'), sql`EXISTS (SELECT 1 FROM email_outbox WHERE id = 'none')`),
    ]);
    expect(result.meta.changes).toBe(0);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, 'iw-2'))).toEqual([]);
  });

  it('refuses a row that leaves a column out, naming it', () => {
    const { sentAt: _left, ...partial } = row('iw-3');
    expect(() => insertWhere(db, emailOutbox, partial as ReturnType<typeof row>, sql`1 = 1`)).toThrow(
      'email_outbox.sent_at',
    );
  });
});

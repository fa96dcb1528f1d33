import { eq, sql } from 'drizzle-orm';
import type { Database, Env } from '../../env';
import { waitlistEntries } from '../../db/schema';
import { audit, auditIf } from '../audit/audit';
import { queueEmail } from '../../infra/outbox/queue-email';
import { newId } from '../../infra/ids';
import { siteOrigin } from '../../infra/site-origin';
import type { Settings } from '../../../shared/rules/settings';
import type { WaitlistJoin } from '../../../shared/rules/waitlist';
import { waitlistJoinedEmail } from '../emails/waitlist-emails';
import { waitlistEntryUrl } from './waitlist-link';
import type { WaitlistRow } from './offer-tables';

type NewEntry = Omit<typeof waitlistEntries.$inferInsert, 'id' | 'createdAt'>;

/** Writes an entry and its audit line in one batch (with the guest's email when given); answers the row. */
export async function addEntry(
  db: Database,
  entry: NewEntry,
  at: Date,
  actorId: string | null,
  emailFor?: (row: { id: string }) => Promise<ReturnType<typeof waitlistJoinedEmail>>,
) {
  const id = newId();
  const nowMs = at.getTime();
  const email = emailFor ? await emailFor({ id }) : undefined;
  const emailId = newId();
  const results = await db.batch([
    db
      .insert(waitlistEntries)
      .values({ ...entry, id, createdAt: nowMs })
      .returning(),
    ...(email ? [queueEmail(db, email, emailId, nowMs)] : []),
    audit(
      db,
      {
        actorId,
        action: 'waitlist.joined',
        targetType: 'waitlist-entry',
        targetId: id,
        detail: { kind: entry.kind, date: entry.date, time: entry.fromTime, guests: entry.guests },
      },
      nowMs,
    ),
  ]);
  const [row] = results[0] as WaitlistRow[];
  return { row, emailIds: email ? [emailId] : [] };
}

/** A guest joins online for a window of a date; the email says so and carries the link to leave. */
export function joinOnline(db: Database, env: Env, join: WaitlistJoin, at: Date, settings: Settings) {
  const entry = {
    kind: 'online' as const,
    status: 'waiting' as const,
    name: join.name,
    email: join.email,
    phone: join.phone,
    language: join.language,
    date: join.date,
    fromTime: join.from,
    toTime: join.to,
    guests: join.guests,
  };
  return addEntry(db, entry, at, null, async ({ id }) =>
    waitlistJoinedEmail(
      { ...join, restaurant: settings },
      await waitlistEntryUrl(env, siteOrigin(env), { id, date: join.date, language: join.language }, at),
    ),
  );
}

/**
 * An entry leaves the list (the guest's link, or staff): only while waiting or offered, with its
 * audit line in the same batch on the same condition. Answers the entry as it was, and whether it left.
 */
export async function endEntry(
  db: Database,
  id: string,
  at: Date,
  actorId: string | null,
  action: 'waitlist.removed' | 'waitlist.left',
) {
  const [current] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!current) return { current, left: false };
  const open = sql`SELECT 1 FROM waitlist_entries WHERE id = ${id} AND status IN ('waiting', 'offered')`;
  const detail = { date: current.date, time: current.fromTime, guests: current.guests, was: current.status };
  const [, rows] = await db.batch([
    auditIf(db, { actorId, action, targetType: 'waitlist-entry', targetId: id, detail }, open, at.getTime()),
    db
      .update(waitlistEntries)
      .set({ status: 'removed' })
      .where(sql`${eq(waitlistEntries.id, id)} AND EXISTS (${open})`)
      .returning({ id: waitlistEntries.id }),
  ]);
  return { current, left: rows.length === 1 };
}

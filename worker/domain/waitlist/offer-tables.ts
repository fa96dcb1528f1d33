import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Env } from '../../env';
import { waitlistEntries } from '../../db/schema';
import { claimOf, pacingAllows } from '../reservations/slot-room';
import { pickedTables } from '../room/free-unit-sql';
import { startsAtOf } from '../room/stay-sql';
import { auditIf } from '../audit/audit';
import { queueEmailIf } from '../../infra/outbox/queue-email';
import { newId } from '../../infra/ids';
import { siteOrigin } from '../../infra/site-origin';
import { readSettings } from '../settings/read-settings';
import type { Settings } from '../../../shared/rules/settings';
import { waitlistOfferEmail } from '../emails/waitlist-emails';
import { waitlistEntryUrl } from './waitlist-link';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

/**
 * The statements that offer one waiting online entry the start of its window, when a unit guests
 * may book seats the party for the whole stay and the slot's pacing allows one more party, as the
 * statements run: the UPDATE writes the hold (the tables assignment would pick, and its expiry),
 * the next undoes it when no unit was free (two statements: D1's 100 variables a statement do not
 * fit the pacing, the free-unit check and the pick in one), so the next offer in the same batch
 * already finds the tables held (decision 053). The email and the audit entry follow if it stands.
 */
async function offerStatements(
  db: Database,
  env: Env,
  entry: WaitlistRow,
  at: Date,
  settings: Settings,
  actorId: string | null,
) {
  const nowMs = at.getTime();
  const holdMinutes = settings.policies.waitlistHoldMinutes;
  const room = {
    date: entry.date,
    time: entry.fromTime,
    guests: entry.guests,
    at,
    largeParty: settings.policies.largePartyThreshold,
  };
  const claim = claimOf(room);
  const offered = sql`SELECT 1 FROM waitlist_entries WHERE id = ${entry.id} AND status = 'offered' AND offered_at = ${nowMs}`;
  const url = await waitlistEntryUrl(env, siteOrigin(env), entry, at);
  const details = { ...entry, from: entry.fromTime, to: entry.toTime, restaurant: settings };
  const emailId = newId();
  const statements = [
    // The tables assignment would pick are written as the hold; none free leaves '[]', undone next.
    db
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offeredAt: nowMs,
        offerExpiresAt: nowMs + holdMinutes * 60_000,
        offerTime: entry.fromTime,
        offerTables: sql`(SELECT json_group_array(table_id) FROM ${pickedTables(claim)})`,
      })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting'), pacingAllows(room))),
    db
      .update(waitlistEntries)
      .set({ status: 'waiting', offeredAt: null, offerExpiresAt: null, offerTime: null, offerTables: null })
      .where(sql`id = ${entry.id} AND status = 'offered' AND offered_at = ${nowMs} AND offer_tables = '[]'`),
    queueEmailIf(db, waitlistOfferEmail(details, entry.fromTime, holdMinutes, url), offered, emailId, nowMs),
    auditIf(
      db,
      {
        actorId,
        action: 'waitlist.offered',
        targetType: 'waitlist-entry',
        targetId: entry.id,
        detail: { date: entry.date, time: entry.fromTime, guests: entry.guests },
      },
      offered,
      nowMs,
    ),
  ] as const;
  return { statements, emailId };
}

/** Whether the entry's window still starts in the future: a table for a time gone by helps nobody. */
const stillAhead = (entry: WaitlistRow, at: Date) => startsAtOf(entry.date, entry.fromTime) > at.getTime();

/**
 * Offers what is free to the given entries, in their order (one batch, so each offer sees the
 * holds before it). Answers the ids offered and the emails to deliver.
 */
async function offerTo(db: Database, env: Env, entries: WaitlistRow[], at: Date, actorId: string | null) {
  const ahead = entries.filter((e) => e.kind === 'online' && stillAhead(e, at));
  if (ahead.length === 0) return { offered: [] as string[], emailIds: [] as string[] };
  const settings = await readSettings(db);
  const made = await Promise.all(ahead.map((e) => offerStatements(db, env, e, at, settings, actorId)));
  const nowOffered = db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), eq(waitlistEntries.offeredAt, at.getTime())));
  const results = (await db.batch([...made.flatMap((m) => m.statements), nowOffered] as never)) as unknown[];
  const ids = new Set((results.at(-1) as { id: string }[]).map((r) => r.id));
  const offered = ahead.filter((e) => ids.has(e.id));
  return {
    offered: offered.map((e) => e.id),
    emailIds: made.filter((_, i) => ids.has(ahead[i].id)).map((m) => m.emailId),
  };
}

/**
 * A table may have freed on `date` (a cancellation, a shorter stay, an edit, an offer that
 * expired): every waiting online party of that date, in the order they joined, is offered a table
 * if one now fits its time. Decision 053.
 */
export async function offerFreedTables(db: Database, env: Env, date: string, at: Date) {
  const waiting = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return offerTo(db, env, waiting, at, null);
}

/** Staff's "offer now" for one entry: offered, or not when no table fits its window. */
export const offerEntry = (db: Database, env: Env, entry: WaitlistRow, at: Date, actorId: string) =>
  offerTo(db, env, [entry], at, actorId);

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { clearTables, rows } from '../test/helpers';
import { placesHolding } from '../test/data-requests';
import { fingerprint } from '../fuzz/fingerprint';
import { guestKeyDigest, legacyGuestKeyDigest } from '../domain/guests/guest-digest';

/** 01:30 UTC on 10 May 2027: the cutoff day is 11 Nov 2026 (retention.test.ts works it out). */
const AT = '2027-05-10T01:30:00Z';
type AuditRow = {
  id: number;
  at: number;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  detail: string;
};
const auditRows = () => rows<AuditRow>('SELECT * FROM audit_log ORDER BY id');

async function runCron(scheduledTime: string) {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(scheduledTime), cron: '30 1 * * *' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const booking = (id: string, email: string, date: string, phone = '+49 30 7654321') =>
  env.DB.prepare(
    `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at)
    VALUES (?, 'A guest', ?, ?, ?, '19:30', 2, 'completed', 0)`,
  ).bind(id, email, phone, date);
const entry = (at: number, targetId: string, targetType = 'guest') =>
  env.DB.prepare(
    `INSERT INTO audit_log (at, actor_id, action, target_type, target_id, detail)
    VALUES (?, NULL, 'guest.notes-edited', ?, ?, '{"cleared":false}')`,
  ).bind(at, targetType, targetId);

const MEERA = 'meera@example.com'; // only a booking before the cutoff: anonymised tonight
const ARUN = 'arun@example.com'; // a booking on the cutoff day: stays
const WALK_IN = 'tel:030999888'; // a walk-in without email, after the cutoff: stays
let d: Record<'meera' | 'arun' | 'walkIn', { keyed: string; legacy: string }>;

beforeEach(async () => {
  await clearTables();
  const both = async (key: string) => ({
    keyed: await guestKeyDigest(env, key),
    legacy: await legacyGuestKeyDigest(key),
  });
  d = { meera: await both(MEERA), arun: await both(ARUN), walkIn: await both(WALK_IN) };
  await env.DB.batch([
    booking('m', MEERA, '2026-11-10'),
    booking('a', ARUN, '2026-11-11'),
    booking('w', '', '2026-12-01', '030 999 888'),
    // Entries from before issue 26 (the plain SHA-256) and after it (the HMAC), for each guest.
    entry(1, d.meera.legacy),
    entry(2, d.meera.keyed),
    entry(3, d.arun.legacy),
    entry(4, d.arun.keyed),
    entry(5, d.walkIn.legacy),
    entry(6, 'reservation-id-kept', 'reservation'),
  ]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("nightly retention: the audit log's names for guests", () => {
  it("a guest whose last booking loses its name loses both digests; a staying guest's legacy digest becomes the HMAC one", async () => {
    const before = await auditRows();
    await runCron(AT);
    const after = await auditRows();
    for (const digest of [d.meera.keyed, d.meera.legacy, d.arun.legacy, d.walkIn.legacy])
      expect(await placesHolding(digest), digest).toEqual([]);
    expect(after.map((r) => r.target_id)).toEqual([
      expect.stringMatching(/^erased-[0-9a-f]{16}$/),
      expect.stringMatching(/^erased-[0-9a-f]{16}$/),
      d.arun.keyed,
      d.arun.keyed,
      d.walkIn.keyed,
      'reservation-id-kept',
    ]);
    // Only the names changed: each entry keeps its action, time, actor and detail.
    expect(after.map(({ target_id: _, ...facts }) => facts)).toEqual(before.map(({ target_id: _, ...facts }) => facts));
  });

  it('a second night changes nothing more', async () => {
    await runCron(AT);
    const after = await fingerprint();
    await runCron(AT);
    expect(await fingerprint()).toEqual(after);
  });
});

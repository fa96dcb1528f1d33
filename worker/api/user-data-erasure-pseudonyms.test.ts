import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bookingBody, clearTables, login, rows } from '../test/helpers';
import { placesHolding, requestDataLink, tokenQuery } from '../test/data-requests';
import { guestKeyDigest, legacyGuestKeyDigest } from '../domain/guests/guest-digest';

/**
 * Issue 26: after a guest erases their data, the audit log still tells what staff did and when,
 * but no entry carries a digest of the guest's key (today's HMAC, or the unkeyed SHA-256 of entries
 * written before), and no idempotency key holds the hash of one of their booking requests.
 */
const ADDRESS = 'meera@example.com';
const ARUN = 'arun@example.com';
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

let admin: string;
let digests: { meera: string[]; arun: string[] };
beforeAll(async () => {
  admin = await login();
  digests = {
    meera: [await guestKeyDigest(env, ADDRESS), await legacyGuestKeyDigest(ADDRESS)],
    arun: [await guestKeyDigest(env, ARUN), await legacyGuestKeyDigest(ARUN)],
  };
});

const book = async (body: Record<string, unknown>, key: string) => {
  const res = await api('POST', '/api/reservations/book', {
    body: bookingBody(body),
    headers: { 'Idempotency-Key': key },
  });
  expect(res.status).toBe(201);
  return res.json.reservation._id as string;
};

/**
 * Meera and Arun each booked with an Idempotency-Key, and staff edited each one's note twice. An
 * entry from before issue 26 names each by the unkeyed SHA-256, as such entries still do in D1.
 */
beforeEach(async () => {
  await clearTables();
  await book({ name: 'Meera Pillai', email: 'Meera@Example.com', phone: '+49 30 7654321' }, 'meera-key-1');
  await book({ name: 'Arun Nair', email: ARUN, phone: '+49 30 1112223', time: '20:00' }, 'arun-key-1');
  for (const [legacy, at] of [
    [digests.meera[1], 1_700_000_000_000],
    [digests.arun[1], 1_700_000_000_001],
  ] as const) {
    await env.DB.prepare(
      "INSERT INTO audit_log (at, actor_id, action, target_type, target_id, detail) VALUES (?, NULL, 'guest.notes-edited', 'guest', ?, '{\"cleared\":false}')",
    )
      .bind(at, legacy)
      .run();
  }
  for (const [key, notes] of [
    [ADDRESS, 'Peanut allergy'],
    [ARUN, 'Filter coffee'],
    [ADDRESS, ''],
  ]) {
    expect(
      (await api('PUT', `/api/guests/${encodeURIComponent(key)}/notes`, { token: admin, body: { notes } })).status,
    ).toBe(200);
  }
});

describe("DELETE /api/user-data/request?token= and the guest's pseudonyms", () => {
  it('no audit entry names the guest by either digest any more; every entry keeps its action, time, actor and detail', async () => {
    const before = await auditRows();
    // Both digests are there to find before the erasure: the legacy entry and the two notes edits.
    expect(before.filter((r) => digests.meera.includes(r.target_id))).toHaveLength(3);
    const arunBefore = before.filter((r) => digests.arun.includes(r.target_id));
    expect(arunBefore).toHaveLength(2);

    expect((await api('DELETE', tokenQuery(await requestDataLink(ADDRESS, 'deletion')))).status).toBe(200);

    for (const digest of digests.meera) expect(await placesHolding(digest), digest).toEqual([]);
    const after = await auditRows();
    const erased = after.find((r) => r.action === 'guest.erased')!;
    expect(erased).toMatchObject({
      actor_id: null,
      target_type: 'guest',
      target_id: expect.stringMatching(/^erased-[0-9a-f]{16}$/),
    });
    // The same entries, in the same order, with the same facts; Meera's now name a random id, the erasure's own.
    expect(after.slice(0, before.length)).toEqual(
      before.map((r) => (digests.meera.includes(r.target_id) ? { ...r, target_id: erased.target_id } : r)),
    );
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((r) => digests.arun.includes(r.target_id))).toEqual(arunBefore);
  });

  it("the idempotency keys of the guest's bookings lose their body hash in the same erasure; another guest's stay", async () => {
    const keys = await rows<{ key: string; body_hash: string; reservation_id: string }>(
      'SELECT key, body_hash, reservation_id FROM idempotency_keys ORDER BY key',
    );
    expect(keys.map((k) => k.key)).toEqual(['arun-key-1', 'meera-key-1']);
    const meeraHash = keys[1].body_hash;
    expect(await placesHolding(meeraHash)).toEqual(['idempotency_keys.body_hash (1)']);

    expect((await api('DELETE', tokenQuery(await requestDataLink(ADDRESS, 'deletion')))).status).toBe(200);

    expect(await placesHolding(meeraHash)).toEqual([]);
    // Meera's key stays, hashless, so a retry of her request is told the booking is gone (reservations-idempotency.test.ts).
    expect(await rows('SELECT key, body_hash, reservation_id FROM idempotency_keys ORDER BY key')).toEqual([
      keys[0],
      { ...keys[1], body_hash: 'erased' },
    ]);
  });

  it('two clicks at once: one batch renames her entries, and the one refused with 410 writes no second erasure', async () => {
    const token = await requestDataLink(ADDRESS, 'deletion');
    const [first, second] = await Promise.all([api('DELETE', tokenQuery(token)), api('DELETE', tokenQuery(token))]);
    expect([first.status, second.status].sort()).toEqual([200, 410]);
    // One batch ran: exactly one erasure entry, and every entry of Meera's carries its id.
    const after = await auditRows();
    const erasures = after.filter((r) => r.action === 'guest.erased');
    expect(erasures).toHaveLength(1);
    expect(after.filter((r) => r.target_id === erasures[0].target_id)).toHaveLength(4);
  });
});

import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { clearTables } from '../../test/helpers';
import { guestKey, guestPath } from '../../../shared/guest-key';
import { reservationSchema } from '../../../shared/rules/reservation';
import { reservations } from '../../db/schema';
import { PHONE_SEPARATORS } from '../../db/guest-key-sql';

describe('guestKey (shared/guest-key.ts)', () => {
  it('is the lower-cased email, else "tel:" and the phone\'s digits, else null', () => {
    expect(guestKey('Meera.Pillai@Example.COM', '+49 30 7654321')).toBe('meera.pillai@example.com');
    expect(guestKey('', '+49 (30) 765-4321')).toBe('tel:49307654321');
    expect(guestKey('', '030 765 4321')).toBe('tel:0307654321');
    expect(guestKey('', '')).toBeNull();
  });

  it("folds A-Z only, as SQLite's lower() does, so the web and D1 agree", () => {
    expect(guestKey('ÜNAL@Example.com', '')).toBe('Ünal@example.com');
  });

  it('builds the page path with the key URL-encoded', () => {
    expect(guestPath('a+b/c@example.com')).toBe('/admin/guests/a%2Bb%2Fc%40example.com');
    expect(guestPath('tel:4930')).toBe('/admin/guests/tel%3A4930');
  });
});

describe('reservations.guest_key (its twin in D1, a generated column)', () => {
  beforeEach(clearTables);

  const CASES: [string, string][] = [
    ['Meera@Example.com', '+49 30 7654321'],
    ['ÜNAL@Example.com', ''],
    ['', '+49 (30) 765-4321'],
    ['', '030\u00a0765\u2009432/1'],
    ['', '0049 30.765 4321'],
    ['', ''],
    ['', '+ ( ) -'],
  ];

  it('gives the same key as guestKey for every kind of stored contact', async () => {
    await env.DB.batch(
      CASES.map(([email, phone], i) =>
        env.DB.prepare(
          `INSERT INTO reservations (id, name, email, phone, date, time, guests) VALUES (?, 'Guest', ?, ?, '2026-12-12', '19:00', 2)`,
        ).bind(`r${i}`, email, phone),
      ),
    );
    const db = drizzle(env.DB);
    const keyed = await db
      .select({ id: reservations.id, key: reservations.guestKey })
      .from(reservations)
      .orderBy(reservations.id);
    expect(keyed.map((r) => r.key)).toEqual(CASES.map(([email, phone]) => guestKey(email, phone)));
    expect(keyed.map((r) => r.key)).toEqual([
      'meera@example.com',
      'Ünal@example.com',
      'tel:49307654321',
      'tel:0307654321',
      'tel:0049307654321',
      null,
      null,
    ]);
    // A guest's bookings are a lookup in the column's index, not a pass over every booking.
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT id FROM reservations WHERE guest_key = ?`)
      .bind('tel:49307654321')
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail)).toEqual([
      expect.stringContaining('USING INDEX reservations_guest_key_idx (guest_key=?)'),
    ]);
    expect(
      await db.all(sql`SELECT 1 AS one FROM ${reservations} WHERE ${reservations.guestKey} = ${'tel:49307654321'}`),
    ).toEqual([{ one: 1 }]);
  });

  it('removes every character other than a digit that the phone rule lets into a booking', () => {
    const accepted: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const ch = String.fromCharCode(code);
      if (!/\d/.test(ch) && v.is(reservationSchema.entries.phone, `030${ch}1234567`)) accepted.push(ch);
    }
    expect(accepted.length).toBeGreaterThan(4);
    expect(
      accepted
        .filter((ch) => !(PHONE_SEPARATORS as readonly string[]).includes(ch))
        .map((ch) => ch.codePointAt(0)!.toString(16)),
    ).toEqual([]);
  });
});

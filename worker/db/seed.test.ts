import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_CAPACITY,
  DIETARY_TAGS,
  MENU_CATEGORIES,
  OCCASIONS,
  RESERVATION_STATUSES,
} from '../../shared/constants';
import { addDays, berlinToday } from '../../shared/berlin-time';
import { SEED_IMAGE_PATHS, buildSeedSql, splitSeedStatements } from './seed';
import * as v from 'valibot';
import { additivesRule, allergensRule } from '../../shared/rules/allergens';
import { allergenOf } from '../../shared/allergens';

const nowMs = Date.now();
const today = berlinToday(new Date(nowMs));
const HOUR = 3_600_000;

async function all<T>(sql: string): Promise<T[]> {
  return (await env.DB.prepare(sql).all<T>()).results;
}

describe('demo seed', () => {
  beforeAll(async () => {
    const statements = splitSeedStatements(buildSeedSql({ today, nowMs }));
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  });

  it('seeds a full menu in every category', async () => {
    const dishes = await all<{
      category: string;
      featured: number;
      available: number;
      dietary: string;
      image: string;
      price_cents: number;
    }>('SELECT * FROM menu_items');
    expect(dishes.length).toBeGreaterThanOrEqual(24);
    for (const category of MENU_CATEGORIES)
      expect(dishes.filter((d) => d.category === category).length).toBeGreaterThan(0);
    expect(dishes.filter((d) => d.category && !MENU_CATEGORIES.includes(d.category as never))).toEqual([]);
    expect(dishes.filter((d) => d.featured === 1 && d.available === 1).length).toBeGreaterThanOrEqual(2);
    expect(dishes.filter((d) => d.available === 0)).toHaveLength(2);
    for (const d of dishes) {
      expect(Number.isInteger(d.price_cents) && d.price_cents > 0).toBe(true);
      expect(SEED_IMAGE_PATHS).toContain(d.image);
    }
  });

  it('uses only the spec’s dietary tags, on the menu and the coming-soon list', async () => {
    const rows = await all<{ dietary: string }>(
      'SELECT dietary FROM menu_items UNION ALL SELECT dietary FROM coming_soon_dishes',
    );
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) {
      const tags = JSON.parse(row.dietary) as string[];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(DIETARY_TAGS).toContain(tag);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('seeds banners, one inactive, and coming-soon dishes', async () => {
    const banners = await all<{ active: number; image: string }>('SELECT * FROM banners');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.filter((b) => b.active === 0).length).toBeGreaterThanOrEqual(1);
    expect(banners.filter((b) => b.active === 1).length).toBeGreaterThanOrEqual(2);
    const soon = await all<{ image: string }>('SELECT * FROM coming_soon_dishes ORDER BY sort_order');
    expect(soon.length).toBeGreaterThanOrEqual(4);
    for (const x of [...banners, ...soon]) expect(SEED_IMAGE_PATHS).toContain(x.image);
  });

  it('seeds upcoming schedule days, one closed without slots', async () => {
    const days = await all<{ date: string; is_open: number; special_note: string }>('SELECT * FROM schedule_days');
    const closed = days.filter((d) => d.is_open === 0);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(closed[0].special_note).not.toBe('');
    for (const d of days) expect(d.date > today && d.date <= addDays(today, 10)).toBe(true);
    const [{ n }] = await all<{ n: number }>(
      `SELECT count(*) AS n FROM time_slots WHERE date IN (SELECT date FROM schedule_days WHERE is_open = 0)`,
    );
    expect(n).toBe(0);
  });

  it('seeds reservations in every status, spread over the dashboard windows', async () => {
    const rows = await all<{ status: string; occasion: string; created_at: number; email: string; source: string }>(
      'SELECT * FROM reservations',
    );
    for (const status of RESERVATION_STATUSES) expect(rows.some((r) => r.status === status)).toBe(true);
    for (const r of rows) {
      expect(OCCASIONS).toContain(r.occasion);
      // A walk-in or a caller may give no email; a guest booking online always does.
      expect(r.email).toMatch(r.source === 'online' ? /@example\.(com|org)$/ : /^$|@example\.(com|org)$/);
      expect(r.created_at).toBeLessThan(nowMs);
      expect(r.created_at).toBeGreaterThan(nowMs - 100 * HOUR);
    }
    const within = (h: number) => rows.filter((r) => r.created_at >= nowMs - h * HOUR).length;
    expect(within(24)).toBeGreaterThan(0);
    expect(within(48)).toBeGreaterThan(within(24));
    expect(within(168)).toBeGreaterThan(within(48));
  });

  it('seeds tonight’s service: every state today, a phone booking, a walk-in, a German guest', async () => {
    const tonight = await all<{ status: string; source: string; language: string }>(
      `SELECT * FROM reservations WHERE date = '${today}'`,
    );
    for (const status of RESERVATION_STATUSES) expect(tonight.some((r) => r.status === status)).toBe(true);
    expect(tonight.some((r) => r.source === 'phone')).toBe(true);
    expect(tonight.some((r) => r.source === 'walk-in')).toBe(true);
    expect(tonight.some((r) => r.language === 'de')).toBe(true);
  });

  it('never overfills a slot, and books only slots that exist', async () => {
    const slots = await all<{
      date: string;
      time: string;
      booked: number;
      day_open: number | null;
      max: number | null;
      slot_open: number | null;
    }>(
      `SELECT r.date, r.time, count(*) AS booked, d.is_open AS day_open, s.max_reservations AS max, s.available AS slot_open
         FROM reservations r
         LEFT JOIN schedule_days d ON d.date = r.date
         LEFT JOIN time_slots s ON s.date = r.date AND s.time = r.time
        WHERE r.status IN ('pending', 'confirmed')
        GROUP BY r.date, r.time`,
    );
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      if (s.day_open === null) {
        expect(s.booked).toBeLessThanOrEqual(DEFAULT_SLOT_CAPACITY);
      } else {
        expect(s.day_open).toBe(1);
        expect(s.slot_open).toBe(1);
        expect(s.booked).toBeLessThanOrEqual(s.max!);
      }
    }
  });

  it("seats every booking in the demo room: a fitting table, its stay by the room's bands, no table twice at once", async () => {
    const unseated = await all<{ id: string }>(
      `SELECT id FROM reservations r WHERE NOT EXISTS (SELECT 1 FROM reservation_tables WHERE reservation_id = r.id)`,
    );
    expect(unseated).toEqual([]);
    const misfits = await all<{ id: string }>(
      `SELECT r.id FROM reservations r JOIN reservation_tables rt ON rt.reservation_id = r.id JOIN dining_tables t ON t.id = rt.table_id
       GROUP BY r.id HAVING sum(t.max_covers) < r.guests
       UNION ALL
       SELECT r.id FROM reservations r JOIN stay_bands b ON r.guests BETWEEN b.min_guests AND b.max_guests
       WHERE r.ends_at - r.starts_at <> b.minutes * 60000`,
    );
    expect(misfits).toEqual([]);
    const clashes = await all<{ a: string; b: string }>(
      `SELECT x.id AS a, y.id AS b FROM reservations x JOIN reservation_tables xt ON xt.reservation_id = x.id
       JOIN reservation_tables yt ON yt.table_id = xt.table_id JOIN reservations y ON y.id = yt.reservation_id
       WHERE x.id < y.id AND x.status <> 'cancelled' AND y.status <> 'cancelled'
         AND x.starts_at < y.ends_at + 15 * 60000 AND y.starts_at < x.ends_at + 15 * 60000`,
    );
    expect(clashes).toEqual([]);
  });

  it('seeds orders for confirmed reservations whose totals equal their lines', async () => {
    const orders = await all<{
      id: string;
      total_cents: number;
      status: string;
      lines_total: number;
      res_status: string;
      lines: number;
    }>(
      `SELECT o.id, o.total_cents, o.status, r.status AS res_status,
              (SELECT sum(l.unit_price_cents * l.quantity) FROM order_lines l WHERE l.order_id = o.id) AS lines_total,
              (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines
         FROM orders o JOIN reservations r ON r.id = o.reservation_id`,
    );
    const [{ n }] = await all<{ n: number }>('SELECT count(*) AS n FROM orders');
    expect(orders).toHaveLength(n);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['paid', 'pending']));
    for (const o of orders) {
      expect(o.res_status).toBe('confirmed');
      expect(o.lines).toBeGreaterThan(0);
      expect(o.total_cents).toBe(o.lines_total);
    }
    const mismatched = await all(
      `SELECT l.* FROM order_lines l LEFT JOIN menu_items m ON m.id = l.menu_item_id
        WHERE m.id IS NULL OR m.name <> l.name OR m.price_cents <> l.unit_price_cents`,
    );
    expect(mismatched).toEqual([]);
  });

  it('declares every dish’s allergens, valid and never contradicting its dietary tags (issue 30)', async () => {
    const dishes = await all<{ name: string; dietary: string; allergens: string | null; additives: string }>(
      'SELECT name, dietary, allergens, additives FROM menu_items',
    );
    // A tag promises the absence of these allergens: a declaration that names one would contradict it.
    const excludes: Record<string, string[]> = {
      'gluten-free': ['gluten'],
      'dairy-free': ['milk'],
      'egg-free': ['eggs'],
      'nut-free': ['nuts'],
      vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
      vegetarian: ['fish', 'crustaceans', 'molluscs'],
    };
    for (const dish of dishes) {
      expect(dish.allergens, dish.name).not.toBeNull();
      const declared = JSON.parse(dish.allergens!) as string[];
      expect(v.safeParse(allergensRule, declared).success, dish.name).toBe(true);
      expect(v.safeParse(additivesRule, JSON.parse(dish.additives)).success, dish.name).toBe(true);
      for (const tag of JSON.parse(dish.dietary) as string[])
        for (const code of excludes[tag] ?? [])
          expect(declared.map(allergenOf), `${dish.name} is ${tag}`).not.toContain(code);
    }
    // Ghee and paneer, cashews in payasam, wheat in parotta (the examples).
    const of = (name: string) => JSON.parse(dishes.find((d) => d.name === name)!.allergens!);
    expect(of('Palada Payasam')).toEqual(expect.arrayContaining(['milk', 'nuts:cashew']));
    expect(of('Malabar Parotta')).toContain('gluten:wheat');
    expect(of('Ghee Roast Dosa')).toContain('milk');
  });

  it('leaves staff accounts to sign-in (the first owner comes from the secrets)', async () => {
    const [{ n }] = await all<{ n: number }>('SELECT count(*) AS n FROM staff_users');
    expect(n).toBe(0);
  });

  it('escapes quotes in names', () => {
    expect(buildSeedSql({ today, nowMs })).toContain("'Siobhan O''Neill'");
  });
});

import { env, exports } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { addDays, berlinInstant, berlinToday } from '../../shared/berlin-time';
import type { ReservationStatus } from '../../shared/constants';
import { AUTH_COOKIE } from '../../shared/constants';
import { invalidatePublicCache } from '../infra/public-cache';
import { freshClientIp } from './client-ip';

const ORIGIN = 'https://kovalam.test';
export const ADMIN = { email: 'admin@example.com', password: 'change-me-please' } as const;

export type ApiResponse = { status: number; json: any; headers: Headers };

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; raw?: BodyInit };

/** One request through the real Worker; the body is JSON unless `raw` is given; from a new client unless `cf-connecting-ip` is given. */
export async function api(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'cf-connecting-ip'))
    headers['cf-connecting-ip'] = freshClientIp();
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await exports.default.fetch(`${ORIGIN}${path}`, { method, headers, body });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

/**
 * The session token a sign-in answer set in its HttpOnly cookie: the only place it travels
 * (decision 037). The tests send it back as a Bearer header, as an API client may.
 */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${AUTH_COOKIE}=`));
  const token = cookie?.slice(AUTH_COOKIE.length + 1).split(';')[0];
  if (!token) throw new Error('the sign-in set no session cookie');
  return token;
}

/** Signs in as the admin (from a new client each time, so throttles and rate limits never interfere). */
export async function login(): Promise<string> {
  const res = await api('POST', '/api/auth/login', { body: ADMIN });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.json)}`);
  return sessionCookie(res.headers);
}

/** An HS256 token with any claims, secret and expiry, for the 401 cases. */
export async function signToken(
  options: { secret?: string; expiresAt?: number; claims?: Record<string, unknown> } = {},
) {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'admin', ...options.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ADMIN.email)
    .setIssuedAt(iat)
    .setExpirationTime(options.expiresAt ?? iat + 3600)
    .sign(new TextEncoder().encode(options.secret ?? env.JWT_SECRET));
}

/** The Berlin calendar date n days from today (negative: in the past). */
export const berlinDay = (n: number, at = new Date()) => addDays(berlinToday(at), n);

let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`;

/** A valid POST /api/reservations/book body for a default slot the day after tomorrow. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Anjali Menon',
    email: 'anjali@example.com',
    phone: '+49 30 1234567',
    date: berlinDay(2),
    time: '19:00',
    guests: 2,
    occasion: 'Birthday',
    specialRequests: 'Window seat',
    ...overrides,
  };
}

export type ReservationRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: number;
  status: ReservationStatus;
  createdAt: number;
  /** The tables it holds (issue 28): none unless named. */
  tableIds?: string[];
};

/** Inserts a reservation row straight into D1, with its stay by the room's bands, and returns it. */
export async function insertReservation(overrides: Partial<ReservationRow> = {}): Promise<ReservationRow> {
  const row: ReservationRow = {
    id: nextId('res'),
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '+49 30 555000',
    date: berlinDay(3),
    time: '19:00',
    guests: 2,
    status: 'pending',
    createdAt: Date.now(),
    ...overrides,
  };
  const startsAt = berlinInstant(row.date.slice(0, 10), row.time).getTime();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO reservations (id, name, email, phone, date, time, guests, status, created_at, starts_at, ends_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
         ?10 + 60000 * coalesce((SELECT minutes FROM stay_bands WHERE ?7 BETWEEN min_guests AND max_guests), 180))`,
    ).bind(row.id, row.name, row.email, row.phone, row.date, row.time, row.guests, row.status, row.createdAt, startsAt),
    ...(row.tableIds ?? []).map((tableId) =>
      env.DB.prepare('INSERT INTO reservation_tables (reservation_id, table_id) VALUES (?, ?)').bind(row.id, tableId),
    ),
  ]);
  return row;
}

export type MenuRow = {
  id: string;
  name: string;
  priceCents: number;
  available: boolean;
  featured: boolean;
  category: string;
  /** Issue 30: null is "not declared", as every dish was before the allergens came. */
  allergens?: string[] | null;
};

/** Inserts a menu item straight into D1 and returns it. */
export async function insertMenuItem(overrides: Partial<MenuRow> = {}): Promise<MenuRow> {
  const row: MenuRow = {
    id: nextId('dish'),
    name: 'Masala Dosa',
    priceCents: 1250,
    available: true,
    featured: false,
    category: 'main',
    ...overrides,
  };
  await env.DB.prepare(
    `INSERT INTO menu_items (id, name, description, price_cents, image, category, featured, available, dietary, allergens)
     VALUES (?, ?, 'A dish', ?, '/images/dish.svg', ?, ?, ?, '["vegetarian"]', ?)`,
  )
    .bind(
      row.id,
      row.name,
      row.priceCents,
      row.category,
      row.featured ? 1 : 0,
      row.available ? 1 : 0,
      row.allergens ? JSON.stringify(row.allergens) : null,
    )
    .run();
  return row;
}

/** Inserts a schedule day with its slots straight into D1. */
export async function insertScheduleDay(
  date: string,
  isOpen: boolean,
  slots: { time: string; maxReservations: number; available?: boolean; maxCovers?: number }[] = [],
) {
  await env.DB.batch([
    env.DB.prepare('INSERT INTO schedule_days (date, is_open, special_note) VALUES (?, ?, ?)').bind(
      date,
      isOpen ? 1 : 0,
      '',
    ),
    ...slots.map((s) =>
      env.DB.prepare(
        'INSERT INTO time_slots (date, time, max_reservations, available, max_covers) VALUES (?, ?, ?, ?, ?)',
      ).bind(date, s.time, s.maxReservations, s.available === false ? 0 : 1, s.maxCovers ?? null),
    ),
  ]);
}

/** Every row of a query, read straight from D1. */
export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const [row] = await rows<{ n: number }>(sql, ...params);
  return row.n;
}

const TABLES = [
  'order_lines',
  'orders',
  'reservation_tables',
  'reservations',
  'time_slots',
  'schedule_days',
  'menu_items',
  'banners',
  'coming_soon_dishes',
  'login_failures',
  'idempotency_keys',
  'email_outbox',
  'used_tokens',
  'guest_notes',
  'audit_log',
];

/** Storage is shared by the tests of one file: empty the business tables (the admin row stays). */
export async function clearTables() {
  await env.DB.batch(TABLES.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  // Rows written straight into D1 bypass the API, so the public lists' copy must go too.
  invalidatePublicCache();
}

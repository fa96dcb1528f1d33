import { sql } from 'drizzle-orm';
import type { ReservationStatus } from '../../../shared/constants';
import { reservations } from '../../db/schema';
import type { Database } from '../../env';
import { asciiLower, phoneDigits } from '../../../shared/guest-key';
import { guestKeySql, phoneDigitsSql } from './guest-key';
import { GUEST_SEARCH_RESULTS } from '../../../shared/rules/guests';

type GuestSummaryRow = {
  k: string;
  name: string;
  email: string;
  phone: string;
  visits: number;
  no_shows: number;
  cancellations: number;
  last_visit: string | null;
  next_date: string | null;
  next_time: string | null;
  next_guests: number | null;
  next_status: ReservationStatus | null;
  has_notes: number;
};

/** A query typed like a phone number: digits and the usual separators only, at least 2 digits. */
const PHONE_LIKE = /^[\d+\s()./-]+$/;

/**
 * The digit strings a typed phone number may appear as in a stored one. Berlin numbers are
 * written both ways, so "+49 30 1234" (or "0049 30 1234") also looks for "0301234", and
 * "030 1234" also for "49301234".
 */
function phoneVariants(query: string): string[] {
  if (!PHONE_LIKE.test(query)) return [];
  const digits = phoneDigits(query).replace(/^00/, '');
  if (digits.length < 2) return [];
  const variants = new Set([digits]);
  if (digits.startsWith('49') && digits.length > 3) variants.add(`0${digits.slice(2)}`);
  if (/^0[1-9]/.test(digits)) variants.add(`49${digits.slice(1)}`);
  return [...variants];
}

/**
 * Guests whose bookings (of every date) match `query` by name, email (case-insensitive, A-Z) or
 * phone digits; each with the most recent booking's name and contact, their counts, their next
 * booking and whether staff keep a note. Most recent booking first, at most GUEST_SEARCH_RESULTS.
 */
export async function searchGuests(db: Database, query: string, today: string) {
  const text = asciiLower(query);
  const phoneMatches = phoneVariants(query).map((d) => sql`instr(pd, ${d}) > 0`);
  const matches = sql.join(
    [sql`instr(lower(name), ${text}) > 0`, sql`instr(lower(email), ${text}) > 0`, ...phoneMatches],
    sql` OR `,
  );
  const rows = await db.all<GuestSummaryRow>(sql`
    WITH keyed AS (
      SELECT id, name, email, phone, date, time, guests, status, created_at, ${guestKeySql()} AS k,
        ${phoneDigitsSql(reservations.phone)} AS pd
      FROM ${reservations}),
    found AS (SELECT DISTINCT k FROM keyed WHERE k IS NOT NULL AND (${matches})),
    theirs AS (SELECT * FROM keyed WHERE k IN (SELECT k FROM found)),
    summary AS (
      SELECT k,
        sum(status IN ('seated', 'completed')) AS visits,
        sum(status = 'no-show') AS no_shows,
        sum(status = 'cancelled') AS cancellations,
        max(CASE WHEN status IN ('seated', 'completed') THEN date END) AS last_visit
      FROM theirs GROUP BY k),
    latest AS (
      SELECT k, name, email, phone, date, time,
        row_number() OVER (PARTITION BY k ORDER BY date DESC, time DESC, created_at DESC, id DESC) AS n
      FROM theirs),
    upcoming AS (
      SELECT k, date, time, guests, status,
        row_number() OVER (PARTITION BY k ORDER BY date, time, created_at, id) AS n
      FROM theirs WHERE status IN ('pending', 'confirmed') AND date >= ${today})
    SELECT s.k, l.name, l.email, l.phone, s.visits, s.no_shows, s.cancellations, s.last_visit,
      u.date AS next_date, u.time AS next_time, u.guests AS next_guests, u.status AS next_status,
      EXISTS (SELECT 1 FROM guest_notes g WHERE g.guest_key = s.k) AS has_notes
    FROM summary s
    JOIN latest l ON l.k = s.k AND l.n = 1
    LEFT JOIN upcoming u ON u.k = s.k AND u.n = 1
    ORDER BY l.date DESC, l.time DESC, s.k
    LIMIT ${GUEST_SEARCH_RESULTS}`);
  return rows.map(guestSummaryJson);
}

function guestSummaryJson(r: GuestSummaryRow) {
  return {
    key: r.k,
    name: r.name,
    email: r.email,
    phone: r.phone,
    visits: Number(r.visits),
    noShows: Number(r.no_shows),
    cancellations: Number(r.cancellations),
    upcoming: r.next_date
      ? {
          date: r.next_date,
          time: r.next_time ?? '',
          guests: Number(r.next_guests),
          status: r.next_status ?? 'pending',
        }
      : null,
    lastVisit: r.last_visit,
    hasNotes: Boolean(r.has_notes),
  };
}

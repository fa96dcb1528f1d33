import { sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus } from '../../../shared/constants';
import type { Database } from '../../env';
import { asciiLower, phoneDigits } from '../../../shared/guest-key';
import { GUEST_SEARCH_RESULTS } from '../../../shared/rules/guests';
import { parseGuestTags } from './guest-tags';

type GuestSummaryRow = {
  key: string;
  name: string;
  email: string;
  phone: string;
  tags: string;
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

/** A query typed like a phone number: digits and the usual separators only. */
const PHONE_LIKE = /^[\d+\s()./-]+$/;
/** The trigram index finds nothing shorter than three characters. */
const TRIGRAM = 3;

/**
 * The digits a typed phone number is looked for as, without a leading "00": the index holds each
 * stored number both ways Berlin writes it ("49 30 …" and "030 …"), so one form finds either.
 */
function phoneQuery(query: string): string | null {
  if (!PHONE_LIKE.test(query)) return null;
  const digits = phoneDigits(query).replace(/^00/, '');
  return digits.length >= 2 ? digits : null;
}

/** An FTS5 string: the user's text as one phrase, its double quotes doubled, so no character is syntax. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The ids of the guests a query finds among every name, email and phone number of their bookings
 * (migration 0011's search rows). Three or more characters go through the trigram index of
 * `guests_fts` (accents folded: "muller" finds "Müller"); one or two, which a trigram index cannot
 * look up, through a pass over those rows (one per guest, never the bookings).
 */
function matchingGuests(query: string): SQL {
  const digits = phoneQuery(query);
  if (query.length >= TRIGRAM && (digits === null || digits.length >= TRIGRAM)) {
    const match = `{name email} : ${ftsPhrase(query)}${digits ? ` OR phone : ${ftsPhrase(digits)}` : ''}`;
    return sql`SELECT rowid FROM guests_fts WHERE guests_fts MATCH ${match}`;
  }
  // The search rows hold the digits both ways already, so one instr finds either form.
  const byPhone = digits ? sql` OR instr(phone, ${digits}) > 0` : sql``;
  const text = asciiLower(query);
  return sql`SELECT rowid FROM guests_fts
    WHERE instr(lower(name), ${text}) > 0 OR instr(lower(email), ${text}) > 0${byPhone}`;
}

/**
 * Guests whose bookings match `query` by name, email or phone digits, answered from their profiles
 * (issue 31: the latest booking's name and contact); each with their counts and tags, their next booking and whether staff keep
 * a note. Most recent booking first, at most GUEST_SEARCH_RESULTS. Only the guests found read
 * their bookings, through the guest_key index.
 */
export async function searchGuests(db: Database, query: string, today: string) {
  const rows = await db.all<GuestSummaryRow>(searchStatement(query, today));
  return rows.map(guestSummaryJson);
}

export function searchStatement(query: string, today: string): SQL {
  return sql`
    WITH found AS (
      SELECT id, key, name, email, phone, tags, visits, no_shows, cancellations, last_visit, last_booking
      FROM guests WHERE id IN (${matchingGuests(query)})
      ORDER BY last_booking DESC, key LIMIT ${GUEST_SEARCH_RESULTS}),
    nexts AS (
      SELECT found.*, (SELECT id FROM reservations
          WHERE reservations.guest_key = found.key AND reservations.date >= ${today}
            AND reservations.status IN ('pending', 'confirmed')
          ORDER BY reservations.date, reservations.time, reservations.created_at, reservations.id LIMIT 1) AS next_id
      FROM found)
    SELECT nexts.key, nexts.name, nexts.email, nexts.phone, nexts.tags, nexts.visits, nexts.no_shows,
      nexts.cancellations, nexts.last_visit, upcoming.date AS next_date, upcoming.time AS next_time,
      upcoming.guests AS next_guests, upcoming.status AS next_status,
      EXISTS (SELECT 1 FROM guest_notes WHERE guest_notes.guest_key = nexts.key) AS has_notes
    FROM nexts LEFT JOIN reservations AS upcoming ON upcoming.id = nexts.next_id
    ORDER BY nexts.last_booking DESC, nexts.key`;
}

function guestSummaryJson(r: GuestSummaryRow) {
  return {
    key: r.key,
    name: r.name,
    email: r.email,
    phone: r.phone,
    tags: parseGuestTags(r.tags),
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

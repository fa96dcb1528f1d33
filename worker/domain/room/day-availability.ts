import type { Context } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../../env';
import { dateWindowVerdict, judgeSlot, type Verdict } from '../reservations/availability';
import { slotTable } from '../reservations/slot-table';
import { publicCopy, SLOT_TABLE_PREFIX, type Source } from '../../infra/public-cache';
import { hasFreeUnit, isOnlineRequest } from './free-unit-sql';
import { startsAtOf, stayMs } from './stay-sql';
import { readPublicSettings } from '../settings/read-settings';
import { isTooSoon, type BookingPolicies } from '../../../shared/rules/reservation-window';

/**
 * One statement for every open time of a date: each time is a row (its start as an instant), and
 * the rule's SQL reads the start from that row, so a cold answer costs one D1 read, not one per
 * time (bench: check-availability's misses, each a burst of reads while the cache refills).
 */
function freeTimesOfDay(date: string, open: { time: string }[], guests: number, at: Date, largeParty: number): SQL {
  // VALUES, not a UNION ALL of SELECTs: D1 caps a compound SELECT at a few terms, a VALUES list it does not.
  const rows = open.length
    ? sql`VALUES ${sql.join(
        open.map(({ time }) => sql`(${time}, ${startsAtOf(date, time)})`),
        sql`, `,
      )}`
    : sql`SELECT NULL, NULL WHERE 0`;
  const stay = { startsAt: sql`v.starts_at`, endsAt: sql`(v.starts_at + ${stayMs(guests)})` };
  return sql`WITH v(time, starts_at) AS (${rows})
    SELECT ${isOnlineRequest(guests, largeParty)} AS request, ${stayMs(guests)} / 60000 AS stay,
      (SELECT json_group_array(v.time) FROM v WHERE ${hasFreeUnit({ guests, stay, at, byStaff: false })}) AS free`;
}

type Kind = Exclude<Verdict, { available: true }>['kind'];
/**
 * A date for a party: each slot time's verdict (no kind: available), whether the party is a
 * request, and the reason that holds for every time of the date, any time asked (closed, outside
 * the booking window), if one does.
 */
export type DayAvailability = {
  times: { time: string; kind?: Kind }[];
  request: boolean;
  wholeDay?: Kind;
  /** The party's stay on an open date (issue 31: a full time's waitlist window ends with it). */
  stayMinutes?: number;
};

/**
 * Every slot time of a date for a party of `guests` (issue 28): the slot's pacing from the cached
 * slot table, then, for the times pacing allows, whether a table or combination is free for the
 * whole stay, asked of D1 with THE rule the booking's INSERT uses (free-unit-sql.ts). A party
 * larger than any online table is a request: pacing alone decides its times.
 */
async function readDayAvailability(
  c: Context<AppEnv>,
  date: string,
  guests: number,
  at: Date,
  largeParty: number,
): Promise<DayAvailability> {
  const { table } = await slotTable(c, date);
  const times = table.slots.map((s) => s.time).sort();
  const paced = times.map((time) => {
    const slot = table.slots.find((s) => s.time === time);
    const party = { covers: table.covers?.[time] ?? 0, guests };
    const state = judgeSlot({ isOpen: table.open }, slot, table.held[time] ?? 0, party);
    return { time, kind: state.kind === 'open' ? undefined : state.kind };
  });
  if (!table.open) return { times: paced, request: false, wholeDay: 'closed' };
  const open = paced.filter((t) => !t.kind);
  const [row] = await c
    .get('db')
    .all<{ request: number; stay: number; free: string }>(freeTimesOfDay(date, open, guests, at, largeParty));
  if (row?.request === 1) return { times: paced, request: true };
  const free = new Set(JSON.parse(row?.free ?? '[]') as string[]);
  return {
    times: paced.map((t) => (t.kind || free.has(t.time) ? t : { time: t.time, kind: 'full' as const })),
    request: false,
    stayMinutes: row?.stay,
  };
}

/**
 * A date's availability for a party from the public cache (at most FRESH_MS behind the bookings,
 * cleared with the slot tables by every booking and schedule write), under the owner's policies
 * (issue 29, read through the public cache too). Outside the booking window every time carries the
 * window's reason; a time of today inside the same-day cutoff carries the cutoff's.
 */
export async function dayAvailability(
  c: Context<AppEnv>,
  date: string,
  guests: number,
  nowAt: Date,
): Promise<{ value: DayAvailability; source: Source | 'none'; policies: BookingPolicies }> {
  const { policies } = (await readPublicSettings(c.get('db'))).settings;
  const outside = dateWindowVerdict(date, nowAt, policies);
  if (outside && !outside.available) {
    const { table } = await slotTable(c, date);
    const times = table.slots.map((s) => s.time).sort();
    const value = {
      times: times.map((time) => ({ time, kind: outside.kind })),
      request: false,
      wholeDay: outside.kind,
    };
    return { value, source: 'none', policies };
  }
  const largeParty = policies.largePartyThreshold;
  const { entry, source } = await publicCopy(`${SLOT_TABLE_PREFIX}${date}/${guests}/${largeParty}`, () =>
    readDayAvailability(c, date, guests, nowAt, largeParty),
  );
  entry.value ??= JSON.parse(entry.body);
  const cached = entry.value as DayAvailability;
  // After the cache: the cutoff moves with the clock, the cached copy does not.
  const value = {
    ...cached,
    times: cached.times.map((t) => (isTooSoon(date, t.time, nowAt, policies) ? { ...t, kind: 'tooSoon' as const } : t)),
  };
  return { value, source, policies };
}

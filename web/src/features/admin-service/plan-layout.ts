import type { ReservationStatus } from '../../../../shared/constants';
import { allergenNames } from '../../../../shared/allergen-codes';

type Booking = {
  _id: string;
  name: string;
  guests: number;
  time: string;
  endsAt: string;
  status: ReservationStatus;
  overCapacity?: boolean;
  allergies?: { allergens: string[]; note: string } | null;
  tables?: { id: string; name: string }[];
};
type Table = { id: string; name: string; area: string; active: boolean; priority: number; maxCovers: number };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A booking's minutes from the day's midnight; an end at or before its start runs on past midnight. */
export function spanOf(b: { time: string; endsAt: string }) {
  const start = minutesOf(b.time);
  const end = minutesOf(b.endsAt);
  return { start, end: end > start ? end : end + 24 * 60 };
}

/** Cancelled and no-show bookings hold no table: the plan leaves them out. */
export const onPlan = (b: { status: ReservationStatus }) => b.status !== 'cancelled' && b.status !== 'no-show';

/** Past its start (Berlin wall clock "yyyy-MM-dd HH:MM") and still not seated. */
export const isLate = (b: Booking, date: string, berlinNow: string) =>
  (b.status === 'pending' || b.status === 'confirmed') && `${date} ${b.time}` < berlinNow;

export const tablesText = (b: Booking) => b.tables?.map((t) => t.name).join(' + ') || 'No table';

const guestsText = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

/** What a bar says to a screen reader: who, how many, when, where, and a state worth a look. */
export function barName(b: Booking, late: boolean) {
  const state = b.status === 'seated' ? ', seated' : late ? ', late' : b.status === 'pending' ? ', pending' : '';
  const over = b.overCapacity ? ', over capacity' : '';
  // The tooltip and the screen reader name each declared allergen (issue 30).
  const allergy = b.allergies
    ? `, allergy: ${[...allergenNames(b.allergies.allergens), b.allergies.note].filter(Boolean).join(', ')}`
    : '';
  return `${b.name}, ${guestsText(b.guests)}, ${b.time}–${b.endsAt}, ${tablesText(b)}${state}${over}${allergy}`;
}

/** The service's span in whole hours: from the first slot (or earlier booking) to the last end. */
export function planAxis(slotTimes: readonly string[], bookings: readonly Booking[]) {
  const spans = bookings.map(spanOf);
  const starts = [...slotTimes.map(minutesOf), ...spans.map((s) => s.start)];
  // Every slot stays on the axis; with nothing booked yet, a two-hour stay after the last shows the evening.
  const slotEnds = slotTimes.map((t) => minutesOf(t) + (spans.length ? 30 : 120));
  const ends = [...spans.map((s) => s.end), ...slotEnds];
  const start = starts.length ? Math.floor(Math.min(...starts) / 60) * 60 : 17 * 60;
  const end = ends.length ? Math.ceil(Math.max(...ends) / 60) * 60 : 23 * 60;
  const hours = Array.from({ length: (end - start) / 60 }, (_, i) => start + i * 60);
  return { start, end, hours };
}

export type PlanRow<B> = { id: string; name: string; maxCovers: number; bookings: B[] };

/**
 * Active tables as rows, grouped by area (areas in the order their best table comes), each with
 * the bookings that hold it; bookings on no active table come back as `unplaced`.
 */
export function planRows<B extends Booking>(tables: readonly Table[], bookings: readonly B[]) {
  const active = tables.filter((t) => t.active).sort((a, b) => a.priority - b.priority);
  const areas: { area: string; rows: PlanRow<B>[] }[] = [];
  for (const t of active) {
    const row = { id: t.id, name: t.name, maxCovers: t.maxCovers, bookings: [] as B[] };
    row.bookings = bookings.filter((b) => b.tables?.some((held) => held.id === t.id));
    const group = areas.find((a) => a.area === t.area);
    if (group) group.rows.push(row);
    else areas.push({ area: t.area, rows: [row] });
  }
  const ids = new Set(active.map((t) => t.id));
  const unplaced = bookings.filter((b) => !b.tables?.some((held) => ids.has(held.id)));
  return { areas, unplaced };
}

/**
 * Bookings that overlap on one table (moved there over capacity) share its row in lanes, so none
 * hides another: each booking's lane, and how many lanes the row needs.
 */
export function lanesOf(bookings: readonly { _id: string; time: string; endsAt: string }[]) {
  const laneEnds: number[] = [];
  const lane = new Map<string, number>();
  const sorted = [...bookings].sort((a, b) => spanOf(a).start - spanOf(b).start);
  for (const b of sorted) {
    const { start, end } = spanOf(b);
    const free = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    const index = free === -1 ? laneEnds.length : free;
    laneEnds[index] = end;
    lane.set(b._id, index);
  }
  return { lane, lanes: Math.max(1, laneEnds.length) };
}

import type { RoomDocument } from './api/get-room';

/**
 * The room while an owner edits it. Numbers stay text while typed, so "" and "4x" reach the shared
 * rule as errors instead of turning into 0. Rows keep the document's order: the server's and the
 * rule's error paths ("tables.3.maxCovers") then name the row on screen by its index.
 */
export type TableDraft = {
  id: string;
  name: string;
  area: string;
  /** The area heading it is listed under: its area when loaded or added, so a row does not jump while its area is typed. */
  listedUnder: string;
  minCovers: string;
  maxCovers: string;
  online: boolean;
  active: boolean;
  priority: string;
};
export type CombinationDraft = {
  id: string;
  name: string;
  tableIds: string[];
  minCovers: string;
  maxCovers: string;
  priority: string;
};
export type StayDraft = { key: string; minGuests: string; maxGuests: string; minutes: string };
export type RoomDraft = {
  tables: TableDraft[];
  combinations: CombinationDraft[];
  stays: StayDraft[];
  resetMinutes: string;
};

/** An id for a row the owner adds; the server keeps ids it is given (old bookings name their tables by id). */
const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

export function toDraft(room: RoomDocument): RoomDraft {
  return {
    tables: room.tables.map((t) => ({
      ...t,
      listedUnder: t.area,
      minCovers: String(t.minCovers),
      maxCovers: String(t.maxCovers),
      priority: String(t.priority),
    })),
    combinations: room.combinations.map((c) => ({
      ...c,
      minCovers: String(c.minCovers),
      maxCovers: String(c.maxCovers),
      priority: String(c.priority),
    })),
    stays: room.stays.map((s) => ({
      key: newId('stay'),
      minGuests: String(s.minGuests),
      maxGuests: String(s.maxGuests),
      minutes: String(s.minutes),
    })),
    resetMinutes: String(room.resetMinutes),
  };
}

/** A typed number as the rule should see it: blank or not a number is NaN, which every number rule refuses. */
const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function toDocument(draft: RoomDraft): RoomDocument {
  return {
    tables: draft.tables.map(({ listedUnder: _listedUnder, ...t }) => ({
      ...t,
      name: t.name.trim(),
      area: t.area.trim(),
      minCovers: asNumber(t.minCovers),
      maxCovers: asNumber(t.maxCovers),
      priority: asNumber(t.priority),
    })),
    combinations: draft.combinations.map((c) => ({
      ...c,
      name: c.name.trim(),
      minCovers: asNumber(c.minCovers),
      maxCovers: asNumber(c.maxCovers),
      priority: asNumber(c.priority),
    })),
    stays: draft.stays.map((s) => ({
      minGuests: asNumber(s.minGuests),
      maxGuests: asNumber(s.maxGuests),
      minutes: asNumber(s.minutes),
    })),
    resetMinutes: asNumber(draft.resetMinutes),
  };
}

/** The next priority after every one in the list: a new row is tried last until the owner says otherwise. */
const nextPriority = (rows: readonly { priority: string }[]) =>
  String(Math.max(0, ...rows.map((r) => Number(r.priority) || 0)) + 1);

export function newTable(draft: RoomDraft, area: string): TableDraft {
  return {
    id: newId('table'),
    name: '',
    area,
    listedUnder: area,
    minCovers: '1',
    maxCovers: '2',
    online: true,
    active: true,
    priority: nextPriority(draft.tables),
  };
}

export function newCombination(draft: RoomDraft): CombinationDraft {
  return {
    id: newId('combination'),
    name: '',
    tableIds: [],
    minCovers: '',
    maxCovers: '',
    priority: nextPriority(draft.combinations),
  };
}

/** The band after the last one: from one guest more than it reaches, as long as the last. */
export function newStay(draft: RoomDraft): StayDraft {
  const last = draft.stays.at(-1);
  const from = last ? (Number(last.maxGuests) || 0) + 1 : 1;
  return { key: newId('stay'), minGuests: String(from), maxGuests: String(from + 1), minutes: last?.minutes ?? '120' };
}

/** The areas in the order they first appear, so headings keep their place while tables are edited. */
export const areasOf = (tables: readonly TableDraft[]) => [...new Set(tables.map((t) => t.listedUnder))];

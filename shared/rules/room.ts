import * as v from 'valibot';
import { ROOM_MESSAGES as M } from '../messages';
import { GUESTS } from '../constants';

/** Room limits (issue 28): a table or combination seats at most this many. */
const MAX_UNIT_COVERS = 30;
const STAY_MINUTES = { min: 30, max: 360 } as const;
const MAX_RESET_MINUTES = 120;

/** Old bookings keep naming a table by its id, so an id is a stable slug, not a display name. */
const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

const idRule = v.pipe(v.string(M.idInvalid), v.regex(ID, M.idInvalid));
const textRule = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(40, message));
const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const coversRule = wholeNumber(M.covers, 1, MAX_UNIT_COVERS);
const priorityRule = wholeNumber(M.priority, 0, Number.MAX_SAFE_INTEGER);

/** Reported on maxCovers, naming the table or combination. */
const minAboveMax = (issue: { input: { name: string } }) => M.minAboveMax(issue.input.name);

const tableSchema = v.pipe(
  v.object({
    id: idRule,
    name: textRule(M.nameLength),
    area: textRule(M.areaLength),
    minCovers: coversRule,
    maxCovers: coversRule,
    online: v.boolean(M.flag('online')),
    active: v.boolean(M.flag('active')),
    priority: priorityRule,
  }),
  v.forward(
    v.check((unit) => unit.minCovers <= unit.maxCovers, minAboveMax),
    ['maxCovers'],
  ),
);

const combinationSchema = v.pipe(
  v.object({
    id: idRule,
    name: textRule(M.nameLength),
    tableIds: v.array(idRule, M.combinationTooFew('A combination')),
    minCovers: coversRule,
    maxCovers: coversRule,
    priority: priorityRule,
  }),
  v.forward(
    v.check((unit) => unit.minCovers <= unit.maxCovers, minAboveMax),
    ['maxCovers'],
  ),
);

const guestsRule = wholeNumber(M.stayGuests(GUESTS.max), 1, GUESTS.max);
const staySchema = v.pipe(
  v.object({
    minGuests: guestsRule,
    maxGuests: guestsRule,
    minutes: wholeNumber(M.stayMinutes, STAY_MINUTES.min, STAY_MINUTES.max),
  }),
  v.forward(
    v.check(
      (band) => band.minGuests <= band.maxGuests,
      (issue) => M.stayBackwards(bandLabel(issue.input)),
    ),
    ['maxGuests'],
  ),
);

type Table = v.InferOutput<typeof tableSchema>;
type Combination = v.InferOutput<typeof combinationSchema>;
type Stay = v.InferOutput<typeof staySchema>;
type Report = (message: string, ...path: (string | number)[]) => void;

const bandLabel = ({ minGuests, maxGuests }: { minGuests: number; maxGuests: number }) =>
  minGuests === maxGuests ? `${minGuests}` : `${minGuests}–${maxGuests}`;

function checkIds(tables: Table[], combinations: Combination[], report: Report) {
  const seen = new Set<string>();
  const units = [
    ...tables.map((t, i) => ['tables', i, t.id] as const),
    ...combinations.map((c, i) => ['combinations', i, c.id] as const),
  ];
  for (const [list, index, id] of units) {
    if (seen.has(id)) report(M.duplicateId(id), list, index, 'id');
    seen.add(id);
  }
  const names = new Set<string>();
  tables.forEach((table, index) => {
    const name = table.name.toLocaleLowerCase('en');
    if (names.has(name)) report(M.duplicateTableName(table.name), 'tables', index, 'name');
    names.add(name);
  });
  if (!tables.some((table) => table.active)) report(M.noActiveTable, 'tables');
}

function checkCombinations(tables: Table[], combinations: Combination[], report: Report) {
  const byId = new Map(tables.map((table) => [table.id, table]));
  combinations.forEach((combination, index) => {
    const members = [...new Set(combination.tableIds)];
    if (members.length < 2) return report(M.combinationTooFew(combination.name), 'combinations', index, 'tableIds');
    const unknown = members.find((id) => !byId.has(id));
    if (unknown) return report(M.combinationUnknownTable(combination.name, unknown), 'combinations', index, 'tableIds');
    const inactive = members.map((id) => byId.get(id)!).find((table) => !table.active);
    if (inactive)
      return report(M.combinationInactiveTable(combination.name, inactive.name), 'combinations', index, 'tableIds');
    const sum = members.reduce((total, id) => total + byId.get(id)!.maxCovers, 0);
    if (combination.maxCovers > sum)
      report(M.combinationTooLarge(combination.name, sum), 'combinations', index, 'maxCovers');
  });
}

/** The bands, in order, must cover every party size from 1 to GUESTS.max once. */
function checkStays(stays: Stay[], report: Report) {
  const order = stays.map((band, index) => ({ band, index })).filter(({ band }) => band.minGuests <= band.maxGuests);
  order.sort((a, b) => a.band.minGuests - b.band.minGuests);
  let next = 1;
  let previous: Stay | undefined;
  for (const { band, index } of order) {
    if (band.minGuests > next)
      report(M.stayGap(bandLabel({ minGuests: next, maxGuests: band.minGuests - 1 })), 'stays', index, 'minGuests');
    else if (band.minGuests < next && previous)
      report(M.stayOverlap(bandLabel(previous), bandLabel(band)), 'stays', index, 'minGuests');
    next = Math.max(next, band.maxGuests + 1);
    previous = band;
  }
  if (next <= GUESTS.max) report(M.stayGap(bandLabel({ minGuests: next, maxGuests: GUESTS.max })), 'stays');
}

/** PUT /api/room: the whole room, checked whole; each cross-field problem is reported on its field. */
export const roomSchema = v.pipe(
  v.object({
    tables: v.array(tableSchema, M.tablesList),
    combinations: v.array(combinationSchema, M.combinationsList),
    stays: v.array(staySchema, M.staysList),
    resetMinutes: wholeNumber(M.resetMinutes, 0, MAX_RESET_MINUTES),
    moveBookings: v.optional(v.boolean(M.moveBookings)),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { tables, combinations, stays } = dataset.value;
    const report: Report = (message, ...path) =>
      addIssue({
        message,
        path: path.map((key) => ({ type: 'unknown', origin: 'value', input: undefined, key, value: undefined })) as [
          v.UnknownPathItem,
          ...v.UnknownPathItem[],
        ],
      });
    checkIds(tables, combinations, report);
    checkCombinations(tables, combinations, report);
    checkStays(stays, report);
  }),
);
export type RoomUpdate = v.InferOutput<typeof roomSchema>;
/** The room as one document (issue 28): what GET /api/room answers and PUT /api/room replaces. */
export type RoomDocument = Omit<RoomUpdate, 'moveBookings'>;

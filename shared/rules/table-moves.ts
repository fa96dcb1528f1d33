import * as v from 'valibot';
import { GUESTS } from '../constants';
import { isoDateRule, timeRule } from './reservation';

/** Staff messages about tables (the back office is English only). */
export const TABLE_MESSAGES = {
  tableIds: 'Choose at least one table',
  tableId: 'A table id is letters, digits, "-" or "_"',
  tooMany: 'A booking can hold at most 8 tables',
  overCapacity: 'overCapacity must be true or false',
  guests: `Party size must be between ${GUESTS.min} and ${GUESTS.max}`,
  unknownTable: (id: string) => `No active table ${id}`,
  taken: (table: string, from: string, to: string) =>
    `${table} is taken ${from}–${to} by another booking. Confirm "over capacity" to seat them anyway.`,
  tooSmall: (tables: string, seats: number, guests: number) =>
    `${tables} seat${tables.includes('+') ? '' : 's'} at most ${seats}, the party is ${guests}. Confirm "over capacity" to seat them anyway.`,
  notSeatable: (status: string) => `A ${status} booking holds no table`,
} as const;
const M = TABLE_MESSAGES;

const tableIdRule = v.pipe(v.string(M.tableId), v.regex(/^[\w-]{1,40}$/, M.tableId));

/** POST /api/reservations/:id/tables: the tables a booking moves to. */
export const tableMoveSchema = v.object({
  tableIds: v.pipe(
    v.array(tableIdRule, M.tableIds),
    v.minLength(1, M.tableIds),
    v.maxLength(8, M.tooMany),
    v.transform((ids) => [...new Set(ids)]),
  ),
  overCapacity: v.optional(v.boolean(M.overCapacity), false),
});

/** GET /api/room/free-tables: the units free for a party then (a phone booking, a move). */
export const freeTablesQuerySchema = v.object({
  date: isoDateRule('date is required', 'date must be yyyy-MM-dd'),
  time: timeRule,
  guests: v.pipe(
    v.string(M.guests),
    v.regex(/^\d{1,2}$/, M.guests),
    v.transform(Number),
    v.minValue(GUESTS.min, M.guests),
    v.maxValue(GUESTS.max, M.guests),
  ),
  except: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'except must be a reservation id'))),
});

import * as v from 'valibot';
import { SCHEDULE_MESSAGES as M } from '../messages';
import { MAX_SLOT_CAPACITY, MAX_SLOT_COVERS } from '../constants';
import { isoDateRule, timeRule } from './reservation';
import { visibleLines } from './text';

const timeSlotSchema = v.object({
  time: timeRule,
  maxReservations: v.pipe(
    v.number(M.maxReservations),
    v.integer(M.maxReservations),
    v.minValue(1, M.maxReservations),
    v.maxValue(MAX_SLOT_CAPACITY, M.maxReservations),
  ),
  // Pacing by covers (issue 28): the most guests whose bookings may start in the slot; null or left out: no limit.
  maxCovers: v.optional(
    v.nullable(
      v.pipe(
        v.number(M.maxCovers),
        v.integer(M.maxCovers),
        v.minValue(1, M.maxCovers),
        v.maxValue(MAX_SLOT_COVERS, M.maxCovers),
      ),
    ),
    null,
  ),
  available: v.optional(v.boolean('available must be true or false'), true),
});

export const scheduleUpdateSchema = v.object({
  date: isoDateRule('date is required'),
  isOpen: v.boolean('isOpen must be true or false'),
  timeSlots: v.optional(
    v.pipe(
      v.array(timeSlotSchema, 'timeSlots must be a list'),
      v.maxLength(96, 'A day cannot have more than 96 slots'),
      v.check((slots) => new Set(slots.map((s) => s.time)).size === slots.length, M.duplicateSlot),
    ),
    [],
  ),
  specialNote: v.optional(v.pipe(v.string(), v.trim(), visibleLines('Special note'), v.maxLength(200, M.noteMax)), ''),
});
export type ScheduleUpdateInput = v.InferInput<typeof scheduleUpdateSchema>;

export const scheduleRangeQuerySchema = v.pipe(
  v.object({
    startDate: isoDateRule('startDate is required', 'startDate must be yyyy-MM-dd'),
    endDate: isoDateRule('endDate is required', 'endDate must be yyyy-MM-dd'),
  }),
  // Compared only when both dates are valid (a malformed one is reported on its own), and
  // reported on endDate so the 400 names a field.
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (q) => q.startDate <= q.endDate,
      'startDate must not be after endDate',
    ),
    ['endDate'],
  ),
);

export const cleanupQuerySchema = v.object({
  cutoffDate: v.optional(isoDateRule('cutoffDate is required', 'cutoffDate must be yyyy-MM-dd')),
});

/** GET /api/schedule/bookings-count: the day staff are about to close. */
export const bookingsCountQuerySchema = v.object({
  date: isoDateRule('date is required', 'date must be yyyy-MM-dd'),
});

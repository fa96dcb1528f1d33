import * as v from 'valibot';
import { OPENING_RULES_MESSAGES as M } from '../messages';
import { MAX_SLOT_CAPACITY, MAX_SLOT_COVERS } from '../constants';
import { TIME_PATTERN } from '../berlin-time';
import { minutesOf, WEEKDAY_KEYS, type WeekdayKey } from '../weekly-hours';
import { visibleText } from './text';
import { isoDateRule } from './reservation';

/** A weekday's name as messages say it. */
export const WEEKDAY_NAMES: Record<WeekdayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const clock = (field: string) => v.pipe(v.string(M.time(field)), v.regex(TIME_PATTERN, M.time(field)));
const whole = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const serviceSchema = v.object({
  name: v.pipe(v.string(M.name), v.trim(), v.minLength(1, M.name), v.maxLength(40, M.name), visibleText('Name')),
  from: clock('from'),
  lastSeating: clock('lastSeating'),
  intervalMinutes: v.picklist([15, 30], M.interval),
  maxParties: whole(M.maxParties, 1, MAX_SLOT_CAPACITY),
  maxCovers: v.optional(v.nullable(whole(M.maxCovers, 1, MAX_SLOT_COVERS)), null),
  online: v.optional(v.boolean(M.online), true),
});

const daySchema = (day: WeekdayKey) =>
  v.optional(
    v.pipe(v.array(serviceSchema, M.servicesList(day)), v.maxLength(6, M.tooManyServices(WEEKDAY_NAMES[day]))),
    [],
  );

type Service = v.InferOutput<typeof serviceSchema>;

/** The first problem of a weekday's services as a whole: a last seating before its start, or two that overlap. */
function dayProblem(day: WeekdayKey, services: readonly Service[]): string | undefined {
  const name = WEEKDAY_NAMES[day];
  const backwards = services.find((s) => minutesOf(s.lastSeating) < minutesOf(s.from));
  if (backwards) return M.lastBeforeStart(name, backwards.name);
  const sorted = [...services].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  for (let i = 1; i < sorted.length; i++)
    if (minutesOf(sorted[i].from) <= minutesOf(sorted[i - 1].lastSeating))
      return M.overlap(name, sorted[i - 1].name, sorted[i].name);
  return undefined;
}

/** PUT /api/schedule/rules: the whole week, each weekday's services checked together. */
export const openingRulesSchema = v.object({
  weekly: v.pipe(
    v.strictObject(
      Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, daySchema(day)])) as Record<
        WeekdayKey,
        ReturnType<typeof daySchema>
      >,
      M.weeklyObject,
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const day of WEEKDAY_KEYS) {
        const message = dayProblem(day, dataset.value[day]);
        if (message)
          addIssue({
            message,
            path: [{ type: 'unknown', origin: 'value', input: undefined, key: day, value: undefined }],
          });
      }
    }),
  ),
});
export type OpeningRulesInput = v.InferInput<typeof openingRulesSchema>;

/** GET /api/schedule/default: the rules' slots for a date; without one, tomorrow's (Berlin). */
export const defaultSlotsQuerySchema = v.object({
  date: v.optional(isoDateRule('date is required', 'date must be yyyy-MM-dd')),
});

/** DELETE /api/schedule/day/:date: the exception to remove. */
export const exceptionDateParamSchema = v.object({
  date: isoDateRule('date is required', 'date must be yyyy-MM-dd'),
});

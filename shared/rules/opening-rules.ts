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

const WEEKDAY_NAMES_DE: Record<WeekdayKey, string> = {
  mon: 'Montag',
  tue: 'Dienstag',
  wed: 'Mittwoch',
  thu: 'Donnerstag',
  fri: 'Freitag',
  sat: 'Samstag',
  sun: 'Sonntag',
};

/** The German of each rule message (the API answers in the request's language; the back office reads English). */
const DE = {
  servicesList: (day: string) => `${day} muss eine Liste von Services sein`,
  tooManyServices: (day: string) => `${day} kann höchstens 6 Services haben`,
  name: 'Der Name eines Service muss 1 bis 40 Zeichen lang sein',
  time: (field: string) => `${field} muss eine Uhrzeit HH:MM sein, von 00:00 bis 23:59`,
  interval: 'Der Abstand muss 15 oder 30 Minuten betragen',
  maxParties: 'Gruppen pro Zeitfenster: eine ganze Zahl von 1 bis 50',
  maxCovers: 'Gäste pro Zeitfenster: eine ganze Zahl von 1 bis 500, oder leer für keine Grenze',
  online: 'online muss true oder false sein',
  weeklyObject: 'weekly muss jeden Wochentag, mon bis sun, mit einer Liste von Services nennen',
  lastBeforeStart: (day: string, name: string) => `${day} ${name}: der letzte Einlass liegt vor dem Beginn`,
  overlap: (day: string, a: string, b: string) => `${day}: ${a} und ${b} überschneiden sich`,
};
type Lang = string | undefined;
const inLang = (en: string, de: string) => (issue: { lang?: Lang }) => (issue.lang === 'de' ? de : en);

const clock = (field: string) => {
  const message = inLang(M.time(field), DE.time(field));
  return v.pipe(v.string(message), v.regex(TIME_PATTERN, message));
};
const whole = (message: (issue: { lang?: Lang }) => string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const serviceSchema = v.object({
  name: v.pipe(
    v.string(inLang(M.name, DE.name)),
    v.trim(),
    v.minLength(1, inLang(M.name, DE.name)),
    v.maxLength(40, inLang(M.name, DE.name)),
    visibleText('Name'),
  ),
  from: clock('from'),
  lastSeating: clock('lastSeating'),
  intervalMinutes: v.picklist([15, 30], inLang(M.interval, DE.interval)),
  maxParties: whole(inLang(M.maxParties, DE.maxParties), 1, MAX_SLOT_CAPACITY),
  maxCovers: v.optional(v.nullable(whole(inLang(M.maxCovers, DE.maxCovers), 1, MAX_SLOT_COVERS)), null),
  online: v.optional(v.boolean(inLang(M.online, DE.online)), true),
});

const daySchema = (day: WeekdayKey) =>
  v.optional(
    v.pipe(
      v.array(serviceSchema, inLang(M.servicesList(day), DE.servicesList(day))),
      v.maxLength(6, inLang(M.tooManyServices(WEEKDAY_NAMES[day]), DE.tooManyServices(WEEKDAY_NAMES_DE[day]))),
    ),
    [],
  );

type Service = v.InferOutput<typeof serviceSchema>;

/** The first problem of a weekday's services as a whole: a last seating before its start, or two that overlap. */
function dayProblem(day: WeekdayKey, services: readonly Service[], lang: Lang): string | undefined {
  const say = lang === 'de' ? DE : M;
  const name = (lang === 'de' ? WEEKDAY_NAMES_DE : WEEKDAY_NAMES)[day];
  const backwards = services.find((s) => minutesOf(s.lastSeating) < minutesOf(s.from));
  if (backwards) return say.lastBeforeStart(name, backwards.name);
  const sorted = [...services].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  for (let i = 1; i < sorted.length; i++)
    if (minutesOf(sorted[i].from) <= minutesOf(sorted[i - 1].lastSeating))
      return say.overlap(name, sorted[i - 1].name, sorted[i].name);
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
      inLang(M.weeklyObject, DE.weeklyObject),
    ),
    v.rawCheck(({ dataset, config, addIssue }) => {
      if (!dataset.typed) return;
      for (const day of WEEKDAY_KEYS) {
        const message = dayProblem(day, dataset.value[day], config.lang);
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

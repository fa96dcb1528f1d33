import * as v from 'valibot';
import { message, type Messages } from '../i18n/catalogues';
import { GUESTS, MAX_BOOKING_DAYS_AHEAD } from '../constants';
import { addDays, berlinToday, isIsoDate, TIME_PATTERN } from '../berlin-time';
import { visibleLines, visibleText } from './text';

/** A reservation message in the request's or the page's language (docs/decisions/020). */
const M = new Proxy({} as Record<keyof Messages['api']['reservation'], ReturnType<typeof message>>, {
  get: (_, key: keyof Messages['api']['reservation']) => message((m) => m.api.reservation[key]),
});

type Text = string | ReturnType<typeof message>;

const PHONE_PATTERN = /^[\d+\s()-]{7,15}$/;

export const emailRule = (required: Text, invalid: Text) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    visibleText('Email'),
    v.maxLength(254, invalid),
    v.email(invalid),
  );

export const isoDateRule = (required: Text, invalid: Text = 'Date must be yyyy-MM-dd') =>
  v.pipe(v.string(required), v.nonEmpty(required), v.check(isIsoDate, invalid));

export const timeRule = v.pipe(
  v.string(M.timeRequired),
  v.nonEmpty(M.timeRequired),
  v.regex(TIME_PATTERN, M.timeInvalid),
);

/** The furthest date the form offers and the API books (Berlin), for the date input's `max` too. */
export const lastBookableDate = (now: Date = new Date()) => addDays(berlinToday(now), MAX_BOOKING_DAYS_AHEAD);

/** §5 reservation rules: the booking form and POST /api/reservations/book both use these. */
export const reservationSchema = v.object({
  name: v.pipe(
    v.string(M.nameRequired),
    v.trim(),
    v.nonEmpty(M.nameRequired),
    visibleText('Name'),
    v.minLength(2, M.nameMin),
    v.maxLength(50, M.nameMax),
  ),
  email: emailRule(M.emailRequired, M.emailInvalid),
  phone: v.pipe(
    v.string(M.phoneRequired),
    v.trim(),
    v.nonEmpty(M.phoneRequired),
    visibleText('Phone number'),
    v.regex(PHONE_PATTERN, M.phoneInvalid),
  ),
  date: v.pipe(
    isoDateRule(M.dateRequired),
    v.check((date) => date >= berlinToday(), M.datePast),
    v.check((date) => date <= lastBookableDate(), M.dateTooFar),
  ),
  time: timeRule,
  guests: v.pipe(
    v.number(M.guestsRequired),
    v.integer(M.guestsRequired),
    v.minValue(GUESTS.min, M.guestsMin),
    v.maxValue(GUESTS.max, M.guestsMax),
  ),
  occasion: v.optional(v.pipe(v.string(), v.trim(), visibleText('Occasion'), v.maxLength(50, M.occasionMax)), ''),
  specialRequests: v.optional(
    v.pipe(v.string(), v.trim(), visibleLines('Special requests'), v.maxLength(500, M.specialRequestsMax)),
    '',
  ),
});
export type ReservationInput = v.InferInput<typeof reservationSchema>;
export type ReservationRequest = v.InferOutput<typeof reservationSchema>;

const guestsQuery = v.pipe(
  v.string(M.guestsRequired),
  v.nonEmpty(M.guestsRequired),
  v.regex(/^\d{1,3}$/, M.guestsRequired),
  v.transform(Number),
  v.minValue(GUESTS.min, M.guestsMin),
  v.maxValue(GUESTS.max, M.guestsMax),
);

/** GET /api/schedule/availability: every time of a date for a party (issue 28). */
export const dayAvailabilityQuerySchema = v.object({
  date: isoDateRule(M.dateRequired),
  guests: v.optional(guestsQuery, String(GUESTS.default)),
});

export const availabilityQuerySchema = v.object({
  date: isoDateRule(M.dateRequired),
  time: timeRule,
  guests: v.optional(guestsQuery, String(GUESTS.default)),
});

import * as v from 'valibot';
import { message, messagesFor, type Messages } from '../i18n/catalogues';
import { ALLERGEN_CODES } from '../allergens';
import { GUESTS, MAX_BOOKING_DAYS_AHEAD } from '../constants';
import { addDays, berlinToday, isIsoDate, TIME_PATTERN } from '../berlin-time';
import { visibleLines, visibleText } from './text';

/** A reservation message in the request's or the page's language (docs/decisions/020). */
type Texts = Messages['api']['reservation'];
type TextKey = { [K in keyof Texts]: Texts[K] extends string ? K : never }[keyof Texts];
const M = new Proxy({} as Record<TextKey, ReturnType<typeof message>>, {
  get: (_, key: TextKey) => message((m) => m.api.reservation[key]),
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

/**
 * The furthest date the form offers and the API books (Berlin), for the date input's `max` too:
 * `windowDays` is the owner's booking window (issue 29, reservation-window.ts).
 */
export const lastBookableDate = (now: Date = new Date(), windowDays: number = MAX_BOOKING_DAYS_AHEAD) =>
  addDays(berlinToday(now), windowDays);

/** The bad code itself is named, in the request's language (issue 30). */
const unknownAllergen = (issue: v.BaseIssue<unknown>) =>
  messagesFor(issue.lang === 'de' ? 'de' : 'en').api.reservation.allergenUnknown(String(issue.input));

/**
 * A party's allergies (issue 30): health data (GDPR Art. 9), so kept only with explicit consent,
 * asked for whenever an allergen is ticked or a note written. Nothing given is no allergies (null);
 * allergiesToStore keeps each code once, in Annex II's order, without the consent flag.
 */
export const allergiesRule = v.pipe(
  v.object({
    allergens: v.optional(v.array(v.picklist(ALLERGEN_CODES, unknownAllergen)), []),
    note: v.optional(v.pipe(v.string(), v.trim(), visibleText('Allergy note'), v.maxLength(200, M.allergyNoteMax)), ''),
    consent: v.optional(v.boolean(M.allergyConsent), false),
  }),
  v.forward(
    v.check((a) => a.consent || (a.allergens.length === 0 && a.note === ''), M.allergyConsent),
    ['consent'],
  ),
);
export type BookingAllergies = { allergens: string[]; note: string };

/** What a booking stores of the form's answer: nothing given is null; the consent flag is not kept. */
export const allergiesToStore = (given?: v.InferOutput<typeof allergiesRule>): BookingAllergies | null =>
  !given || (given.allergens.length === 0 && given.note === '')
    ? null
    : { allergens: ALLERGEN_CODES.filter((code) => given.allergens.includes(code)), note: given.note };

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
  // The window's end and the same-day cutoff are the owner's (issue 29): the booking's verdict
  // checks them with the settings (reservation-window.ts), and answers the same 400 naming date.
  date: v.pipe(
    isoDateRule(M.dateRequired),
    v.check((date) => date >= berlinToday(), M.datePast),
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
  allergies: v.optional(allergiesRule),
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

import * as v from 'valibot';
import { BOOKING_SOURCES, MAX_STAFF_BOOKING_DAYS_AHEAD } from '../constants';
import { addDays, berlinToday } from '../berlin-time';
import { isoDateRule, reservationSchema, timeRule } from './reservation';
import { visibleText } from './text';
import { tableMoveSchema } from './table-moves';

/** The shortest and longest stay staff may give one booking (issue 28: they lengthen or shorten it). */
export const MIN_STAY_MINUTES = 30;
export const MAX_STAY_MINUTES = 360;

/** Staff messages (the back office is English only). */
export const STAFF_BOOKING_MESSAGES = {
  datePast: 'Date cannot be in the past',
  dateTooFar: `Staff bookings open up to ${MAX_STAFF_BOOKING_DAYS_AHEAD} days ahead`,
  emailInvalid: 'Please enter a valid email address',
  source: 'Choose whether the booking came by phone or is a walk-in',
  language: 'language must be en or de',
  overCapacity: 'overCapacity must be true or false',
  nothingToChange: 'Change at least one of date, time, party size, stay or notes',
  stayMinutes: `Stay must be ${MIN_STAY_MINUTES} to ${MAX_STAY_MINUTES} minutes, in steps of 15`,
  full: (held: number, capacity: number) =>
    `This slot is full (${held} of ${capacity} booked). Confirm "over capacity" to book anyway.`,
} as const;
const M = STAFF_BOOKING_MESSAGES;

const fields = reservationSchema.entries;
/** The furthest date staff may book (Berlin), for the date input's `max` too; the guest's is lastBookableDate. */
export const lastStaffBookableDate = (now: Date = new Date()) =>
  addDays(berlinToday(now), MAX_STAFF_BOOKING_DAYS_AHEAD);

/** Today up to a year ahead, Berlin: staff take today's walk-ins, and calls for any date in that year. */
const staffDate = v.pipe(
  isoDateRule('Please select a date'),
  v.check((date) => date >= berlinToday(), M.datePast),
  v.check((date) => date <= lastStaffBookableDate(), M.dateTooFar),
);
const validEmail = v.pipe(v.string(), v.email());
/** Optional for a phone or walk-in booking: '' when the guest gives none. */
const optionalEmail = v.optional(
  v.pipe(
    v.string(M.emailInvalid),
    v.trim(),
    visibleText('Email'),
    v.maxLength(254, M.emailInvalid),
    v.check((email) => email === '' || v.is(validEmail, email), M.emailInvalid),
  ),
  '',
);
const overCapacity = v.optional(v.boolean(M.overCapacity), false);

/**
 * The party's allergies as the guest told them on the phone or at the door (issue 30, decision
 * 047): the guest's rules for the codes and the note, without the form's consent tick. The guest
 * gives them to the staff member for this booking; staff record what was said, they cannot consent
 * on the guest's behalf by ticking a box.
 */
const guestAllergies = fields.allergies.wrapped.pipe[0].entries;
const staffAllergies = v.optional(v.object({ allergens: guestAllergies.allergens, note: guestAllergies.note }));

/** POST /api/reservations/staff-book and the Service page's "New booking" form. */
export const staffBookingSchema = v.object({
  name: fields.name,
  email: optionalEmail,
  phone: fields.phone,
  date: staffDate,
  time: timeRule,
  guests: fields.guests,
  occasion: fields.occasion,
  specialRequests: fields.specialRequests,
  allergies: staffAllergies,
  language: v.optional(v.picklist(['en', 'de'], M.language), 'en'),
  source: v.picklist(BOOKING_SOURCES.filter((s) => s !== 'online') as ['phone', 'walk-in'], M.source),
  overCapacity,
  // The tables staff chose from the free ones (issue 28); left out, assignment picks.
  tableIds: v.optional(tableMoveSchema.entries.tableIds),
});
export type StaffBookingInput = v.InferInput<typeof staffBookingSchema>;
export type StaffBookingRequest = v.InferOutput<typeof staffBookingSchema>;

const stayMinutes = v.pipe(
  v.number(M.stayMinutes),
  v.integer(M.stayMinutes),
  v.minValue(MIN_STAY_MINUTES, M.stayMinutes),
  v.maxValue(MAX_STAY_MINUTES, M.stayMinutes),
  v.multipleOf(15, M.stayMinutes),
);

/** PATCH /api/reservations/:id and the Service page's edit dialog: any of these, at least one. */
export const reservationEditSchema = v.pipe(
  v.object({
    date: v.optional(staffDate),
    time: v.optional(timeRule),
    guests: v.optional(fields.guests),
    stayMinutes: v.optional(stayMinutes),
    specialRequests: v.optional(fields.specialRequests),
    overCapacity,
  }),
  v.check(
    (edit) => [edit.date, edit.time, edit.guests, edit.stayMinutes, edit.specialRequests].some((x) => x !== undefined),
    M.nothingToChange,
  ),
);
export type ReservationEditRequest = v.InferOutput<typeof reservationEditSchema>;

/** GET /api/reservations/day: one Berlin date. */
export const serviceDayQuerySchema = v.object({ date: isoDateRule('date is required', 'date must be yyyy-MM-dd') });

import { GUESTS, MAX_BOOKING_DAYS_AHEAD } from '../constants';
import { berlinInstant, berlinToday, berlinTomorrow } from '../berlin-time';
import type { Messages } from '../i18n/catalogues';
import { lastBookableDate } from './reservation';

/**
 * The owner's booking policies the guest's booking obeys (issue 29): the settings' `policies`
 * (shared/rules/settings.ts), named here without the settings' schema so the booking form's island
 * does not carry it.
 */
export type BookingPolicies = {
  /** The furthest bookable date, in Berlin days after today. */
  bookingWindowDays: number;
  /** Same-day bookings until this many hours before the time; null: from tomorrow only. */
  sameDayCutoffHours: number | null;
  /** Above this many guests an online booking is a request staff confirm. */
  largePartyThreshold: number;
};

/** The seed's policies (the settings' seed, SEED_SETTINGS, takes them): what holds before the owner sets any. */
export const DEFAULT_BOOKING_POLICIES: BookingPolicies = {
  bookingWindowDays: MAX_BOOKING_DAYS_AHEAD,
  sameDayCutoffHours: null,
  largePartyThreshold: GUESTS.dropdownMax,
};

/** Why a guest may not book a date, or a time of today, whatever the slot's state. */
export type WindowKind = 'past' | 'sameDay' | 'tooFar' | 'tooSoon';

/** The first date a guest may book online (Berlin): today when same-day bookings are on, else tomorrow. */
export const firstBookableDate = (now: Date, policies: Pick<BookingPolicies, 'sameDayCutoffHours'>) =>
  policies.sameDayCutoffHours === null ? berlinTomorrow(now) : berlinToday(now);

/** Whether the date lies outside the window: the past, today without a same-day cutoff, beyond the last day. */
export function dateWindowKind(date: string, now: Date, policies: BookingPolicies): WindowKind | null {
  const today = berlinToday(now);
  if (date < today) return 'past';
  if (date === today && policies.sameDayCutoffHours === null) return 'sameDay';
  if (date > lastBookableDate(now, policies.bookingWindowDays)) return 'tooFar';
  return null;
}

/**
 * Whether a time of today is inside the same-day cutoff: it starts less than N hours from now,
 * measured between instants, so a change of Berlin's clocks counts as the hour it really is.
 * Exactly N hours before is still bookable.
 */
export function isTooSoon(date: string, time: string, now: Date, policies: BookingPolicies): boolean {
  const hours = policies.sameDayCutoffHours;
  if (hours === null || date !== berlinToday(now)) return false;
  return berlinInstant(date, time).getTime() - now.getTime() < hours * 3_600_000;
}

/** The window's verdict on one time: the date's, then the same-day cutoff's. */
export const timeWindowKind = (date: string, time: string, now: Date, policies: BookingPolicies): WindowKind | null =>
  dateWindowKind(date, now, policies) ?? (isTooSoon(date, time, now, policies) ? 'tooSoon' : null);

/** A reason guests read, in the catalogue's language; the window's name the owner's numbers. */
export function availabilityReason(
  api: Pick<Messages['api'], 'availability' | 'bookingWindow'>,
  kind: keyof Messages['api']['availability'] | 'tooSoon',
  policies: BookingPolicies,
): string {
  if (kind === 'tooFar') return api.bookingWindow.tooFar(policies.bookingWindowDays);
  if (kind === 'tooSoon') return api.bookingWindow.tooSoon(policies.sameDayCutoffHours ?? 0);
  return api.availability[kind];
}

/**
 * What the Worker drew /reserve's form with (worker/pages/reserve-form.ts), on the card the island
 * hydrates: the policies and tomorrow's times, `90;;10;18:00 18:30` (window; cutoff or empty;
 * threshold; times). The island starts from the same, so it hydrates the very markup drawn.
 */
export const DRAWN_BOOKING_ATTRIBUTE = 'data-drawn-booking';
/** The form's intro and the sidebar's call-us line, which name the cutoff and the threshold. */
export const BOOKING_INTRO_ATTRIBUTE = 'data-booking-intro';
export const BOOKING_CONTACT_ATTRIBUTE = 'data-booking-contact';
export type DrawnBooking = { policies: BookingPolicies; times: string[] };

export const drawnBookingText = ({ policies: p, times }: DrawnBooking) =>
  `${p.bookingWindowDays};${p.sameDayCutoffHours ?? ''};${p.largePartyThreshold};${times.join(' ')}`;

export function readDrawnBooking(text: string | null | undefined): DrawnBooking | undefined {
  const [window, cutoff, threshold, times] = (text ?? '').split(';');
  if (times === undefined || !Number(window) || !Number(threshold)) return undefined;
  return {
    policies: {
      bookingWindowDays: Number(window),
      sameDayCutoffHours: cutoff === '' ? null : Number(cutoff),
      largePartyThreshold: Number(threshold),
    },
    times: times.split(' ').filter(Boolean),
  };
}

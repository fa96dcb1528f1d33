import * as v from 'valibot';
import { isoDateRule, reservationSchema, timeRule } from './reservation';
import type { Locale } from '../i18n/locales';
import { GUESTS } from '../constants';

const booking = reservationSchema.entries;

/** What a guest reads about the waitlist, in the language they joined in (issue 31). */
export const WAITLIST_MESSAGES = {
  en: {
    joined: (from: string, to: string) =>
      `You're on the waitlist for ${from}–${to}. We'll email you as soon as a table frees up.`,
    toBeforeFrom: 'The end of the window must be after its start',
    left: 'You have left the waitlist.',
    notWaiting: 'You are no longer on the waitlist.',
    badLink: 'This waitlist link is not valid.',
    expiredLink: 'This waitlist link has expired.',
    noOffer: 'There is no table on offer for you right now.',
    offerExpired: 'This offer has expired',
    tableTaken: 'The table was taken',
    accepted: 'Your table is booked. A confirmation is on its way to your inbox.',
  },
  de: {
    joined: (from: string, to: string) =>
      `Sie stehen auf der Warteliste für ${from}–${to}. Wir schreiben Ihnen, sobald ein Tisch frei wird.`,
    toBeforeFrom: 'Das Ende des Zeitfensters muss nach seinem Beginn liegen',
    left: 'Sie haben die Warteliste verlassen.',
    notWaiting: 'Sie stehen nicht mehr auf der Warteliste.',
    badLink: 'Dieser Wartelisten-Link ist ungültig.',
    expiredLink: 'Dieser Wartelisten-Link ist abgelaufen.',
    noOffer: 'Im Moment ist kein Tisch für Sie frei.',
    offerExpired: 'Dieses Angebot ist abgelaufen',
    tableTaken: 'Der Tisch wurde inzwischen vergeben',
    accepted: 'Ihr Tisch ist reserviert. Eine Bestätigung ist unterwegs in Ihr Postfach.',
  },
} satisfies Record<Locale, Record<string, unknown>>;

/** The back office's answers (English only, like every staff message). */
export const WAITLIST_STAFF_MESSAGES = {
  notFound: 'Waitlist entry not found',
  notWaiting: 'This party is no longer waiting',
  noTable: 'No free table fits this party now',
  walkInAdded: 'Walk-in added to the waitlist',
  seated: 'Walk-in seated',
  offered: 'Table offered',
  removed: 'Removed from the waitlist',
  quotedMinutes: 'Quoted wait must be 0 to 240 minutes',
} as const;

const language = v.optional(v.picklist(['en', 'de']), 'en');

/** POST /api/waitlist: a booking's own rules for who and when, and the window the guest wants. */
export const waitlistJoinSchema = v.pipe(
  v.object({
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    date: booking.date,
    from: timeRule,
    to: timeRule,
    guests: booking.guests,
    language,
  }),
  v.forward(
    v.check(
      (entry) => entry.to > entry.from,
      (issue) => WAITLIST_MESSAGES[issue.lang === 'de' ? 'de' : 'en'].toBeforeFrom,
    ),
    ['to'],
  ),
);
export type WaitlistJoin = v.InferOutput<typeof waitlistJoinSchema>;

/** POST /api/waitlist/walk-ins: a party at the door, with the wait staff told them. */
export const walkInSchema = v.object({
  name: booking.name,
  phone: booking.phone,
  guests: v.pipe(v.number(), v.integer(), v.minValue(GUESTS.min), v.maxValue(GUESTS.max)),
  quotedMinutes: v.pipe(
    v.number(WAITLIST_STAFF_MESSAGES.quotedMinutes),
    v.integer(WAITLIST_STAFF_MESSAGES.quotedMinutes),
    v.minValue(0, WAITLIST_STAFF_MESSAGES.quotedMinutes),
    v.maxValue(240, WAITLIST_STAFF_MESSAGES.quotedMinutes),
  ),
});

/** POST /api/waitlist/:id/seat: the tables staff chose, or any free one that fits. */
export const seatWalkInSchema = v.object({
  tableIds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))), v.maxLength(8))),
});

export const waitlistIdParamSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });
export const waitlistDateQuerySchema = v.object({ date: isoDateRule('Please select a date') });
const token = v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000));
export const waitlistTokenQuerySchema = v.object({ token });
export const waitlistTokenSchema = v.object({ token });

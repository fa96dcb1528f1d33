import * as v from 'valibot';
import { GUEST_CANCEL_CUTOFF_HOURS, GUESTS } from '../constants';
import { RESTAURANT } from '../restaurant';
import { visibleText } from './text';
import { DEFAULT_BOOKING_POLICIES } from './reservation-window';

type Words = { en: string; de: string };
/** A message in the parse's language (`{ lang }`), kept here: the back office and the Worker both parse. */
const say = (words: Words) => (issue: v.BaseIssue<unknown>) => (issue.lang === 'de' ? words.de : words.en);

const text = (label: Words, max = 120) =>
  v.pipe(
    v.string(say({ en: `${label.en} is required`, de: `${label.de} ist erforderlich` })),
    v.trim(),
    v.nonEmpty(say({ en: `${label.en} is required`, de: `${label.de} ist erforderlich` })),
    visibleText(label.en),
    v.maxLength(
      max,
      say({ en: `${label.en}: at most ${max} characters`, de: `${label.de}: höchstens ${max} Zeichen` }),
    ),
  );

const email = (label: Words) =>
  v.pipe(
    text(label, 254),
    v.email(
      say({ en: `${label.en} must be a real email address`, de: `${label.de} muss eine gültige E-Mail-Adresse sein` }),
    ),
  );

const httpsUrl = (label: Words) =>
  v.pipe(
    text(label, 500),
    v.check(
      (value) => URL.canParse(value) && new URL(value).protocol === 'https:',
      say({
        en: `${label.en} must be a link starting with https://`,
        de: `${label.de} muss ein Link mit https:// sein`,
      }),
    ),
  );

/** Hours or a count; `null` is "off". */
const whole = (label: Words, min: number, max: number) =>
  v.pipe(
    v.number(say({ en: `${label.en} must be a number`, de: `${label.de} muss eine Zahl sein` })),
    v.integer(say({ en: `${label.en} must be a whole number`, de: `${label.de} muss eine ganze Zahl sein` })),
    v.minValue(min, say({ en: `${label.en}: at least ${min}`, de: `${label.de}: mindestens ${min}` })),
    v.maxValue(max, say({ en: `${label.en}: at most ${max}`, de: `${label.de}: höchstens ${max}` })),
  );

const PHONE = /^\+?[\d\s()/-]{6,24}$/;

/** The tel: link a phone number as shown dials: its digits, and a leading plus. */
export const telHref = (display: string) =>
  `tel:${display.trim().startsWith('+') ? '+' : ''}${display.replace(/\D/g, '')}`;

/**
 * Everything the site states about the restaurant, and its booking policies (issue 29): one
 * document in D1 (restaurant_settings), replaced whole by the owner. PUT /api/settings and the
 * back office's Restaurant page parse it with this.
 */
export const settingsSchema = v.object({
  name: text({ en: 'Name', de: 'Name' }, 80),
  address: v.object({
    street: text({ en: 'Street', de: 'Straße' }),
    postalCode: v.pipe(
      text({ en: 'Postal code', de: 'Postleitzahl' }, 10),
      v.regex(/^\d{5}$/, say({ en: 'Postal code must be 5 digits', de: 'Die Postleitzahl hat 5 Ziffern' })),
    ),
    city: text({ en: 'City', de: 'Stadt' }, 60),
  }),
  phone: v.pipe(
    text({ en: 'Phone', de: 'Telefon' }, 24),
    v.regex(PHONE, say({ en: 'Phone must be a phone number', de: 'Telefon muss eine Telefonnummer sein' })),
  ),
  email: email({ en: 'Public email', de: 'Öffentliche E-Mail' }),
  sender: v.object({
    email: email({ en: 'Sender address', de: 'Absenderadresse' }),
    name: text({ en: 'Sender name', de: 'Absendername' }, 80),
  }),
  inbox: email({ en: 'Staff inbox', de: 'Posteingang des Teams' }),
  mapUrl: httpsUrl({ en: 'Map link', de: 'Kartenlink' }),
  instagram: httpsUrl({ en: 'Instagram link', de: 'Instagram-Link' }),
  company: v.object({
    legalName: text({ en: 'Company (with legal form)', de: 'Firma (mit Rechtsform)' }),
    registerCourt: text({ en: 'Register court', de: 'Registergericht' }),
    registerNumber: text({ en: 'Register number', de: 'Registernummer' }, 40),
    vatId: v.pipe(
      text({ en: 'VAT ID', de: 'USt-IdNr.' }, 20),
      v.regex(
        /^[A-Z]{2}[0-9A-Z]{2,13}$/,
        say({ en: 'VAT ID looks like DE123456789', de: 'USt-IdNr. wie DE123456789' }),
      ),
    ),
    representative: text({ en: 'Representative', de: 'Vertreten durch' }),
    supervisoryAuthority: text({ en: 'Supervisory authority', de: 'Aufsichtsbehörde' }, 200),
  }),
  comingSoonAt: v.pipe(
    v.string(say({ en: 'Coming-soon date is required', de: 'Das Eröffnungsdatum ist erforderlich' })),
    v.isoTimestamp(say({ en: 'Coming-soon date must be a date and time', de: 'Eröffnungsdatum: Datum und Uhrzeit' })),
  ),
  policies: v.object({
    /** The furthest bookable date, in Berlin days after today. */
    bookingWindowDays: whole({ en: 'Booking window (days)', de: 'Buchungszeitraum (Tage)' }, 1, 365),
    /** Same-day bookings until this many hours before the time; null: from tomorrow only. */
    sameDayCutoffHours: v.nullable(
      whole({ en: 'Same-day cutoff (hours)', de: 'Vorlauf am selben Tag (Stunden)' }, 0, 23),
    ),
    /** Parties up to this size are confirmed at once when a table is free; null: off. */
    autoConfirmUpTo: v.nullable(whole({ en: 'Auto-confirm up to', de: 'Automatisch bestätigen bis' }, 1, GUESTS.max)),
    /** Above this, an online booking is a request staff confirm. */
    largePartyThreshold: whole({ en: 'Large party above', de: 'Große Gruppe ab mehr als' }, 2, GUESTS.max - 1),
    /** A guest may cancel online until this many hours before the booking. */
    guestCancelCutoffHours: whole({ en: 'Cancellation cutoff (hours)', de: 'Stornofrist (Stunden)' }, 0, 168),
    /** A guest with this many no-shows in 12 months books by phone only (issue 31); null: off. */
    noShowLimit: v.nullable(whole({ en: 'No-show limit', de: 'Grenze für No-Shows' }, 1, 10)),
    /** How long a waitlist offer holds the freed table for the guest it reaches (issue 31). */
    waitlistHoldMinutes: whole(
      { en: 'Waitlist hold (minutes)', de: 'Reservierung für die Warteliste (Minuten)' },
      5,
      240,
    ),
  }),
});
export type Settings = v.InferOutput<typeof settingsSchema>;

/** No row in D1 yet: the seed's values (shared/restaurant.ts, shared/constants.ts). */
export const SEED_SETTINGS: Settings = {
  name: RESTAURANT.name,
  address: {
    street: RESTAURANT.address.street,
    postalCode: RESTAURANT.address.postalCode,
    city: RESTAURANT.address.city,
  },
  phone: RESTAURANT.phone.display,
  email: RESTAURANT.email,
  sender: { ...RESTAURANT.emailFrom },
  inbox: RESTAURANT.inbox,
  mapUrl: RESTAURANT.mapUrl,
  instagram: RESTAURANT.instagram,
  company: {
    legalName: RESTAURANT.company.legalName,
    registerCourt: RESTAURANT.company.registerCourt,
    registerNumber: RESTAURANT.company.registerNumber,
    vatId: RESTAURANT.company.vatId,
    representative: RESTAURANT.company.managingDirector,
    supervisoryAuthority: RESTAURANT.company.supervisoryAuthority,
  },
  comingSoonAt: new Date(RESTAURANT.comingSoonAt).toISOString(),
  // In the schema's order: the audit compares the stored document's fields as JSON.
  policies: {
    bookingWindowDays: DEFAULT_BOOKING_POLICIES.bookingWindowDays,
    sameDayCutoffHours: DEFAULT_BOOKING_POLICIES.sameDayCutoffHours,
    autoConfirmUpTo: null,
    largePartyThreshold: DEFAULT_BOOKING_POLICIES.largePartyThreshold,
    guestCancelCutoffHours: GUEST_CANCEL_CUTOFF_HOURS,
    noShowLimit: null,
    waitlistHoldMinutes: 30,
  },
};

/** What guests' pages show: no staff inbox, no sender. GET /api/settings answers this. */
export type PublicSettings = Omit<Settings, 'inbox' | 'sender'>;
export const publicSettings = ({ inbox: _inbox, sender: _sender, ...shown }: Settings): PublicSettings => shown;

/** "Musterstraße 12, 10999 Berlin" */
export const fullAddressOf = ({ address }: Pick<Settings, 'address'>) =>
  `${address.street}, ${address.postalCode} ${address.city}`;

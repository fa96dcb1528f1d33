import type { BookingAllergies } from '../../../shared/rules/reservation';
import { RESTAURANT } from '../../../shared/restaurant';
import { fullAddressOf, SEED_SETTINGS, type Settings } from '../../../shared/rules/settings';
import { messagesFor } from '../../../shared/i18n/catalogues';
import { formatClock, formatLongDate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

/** The fields of a reservation the emails use. */
export type BookingDetails = {
  id: string;
  name: string;
  email: string;
  phone: string;
  date: string; // yyyy-MM-dd, Berlin
  time: string; // HH:MM, Berlin
  guests: number;
  occasion: string;
  specialRequests: string;
  /** The party's declared allergies (issue 30); staff's email names them. */
  allergies?: BookingAllergies | null;
  /** The language the guest booked in: their emails use it (issue 13). */
  language?: Locale;
  /** The restaurant as its settings stand when the email is written (issue 29); the seed's when absent. */
  restaurant?: Settings;
};

/** The restaurant an email speaks for. */
export const restaurantOf = (b?: { restaurant?: Settings }): Settings => b?.restaurant ?? SEED_SETTINGS;

/** The guest's language for a booking's emails. */
export const languageOf = (b: Pick<BookingDetails, 'language'>): Locale => b.language ?? 'en';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A Berlin calendar date in words, "Friday, 27 November 2026" (formatted at UTC midnight so no zone shifts it). */
export function dayInWords(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'de') return formatLongDate('de', isoDate);
  const [y, m, d] = isoDate.split('-').map(Number);
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(Date.UTC(y, m - 1, d))).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** "Friday, 27 November 2026 at 19:30", „Freitag, 27. November 2026 um 19:30 Uhr“ (Berlin time, as booked). */
export const whenInWords = (b: Pick<BookingDetails, 'date' | 'time'>, locale: Locale = 'en') =>
  `${dayInWords(b.date, locale)} ${messagesFor(locale).emails.at} ${formatClock(locale, b.time)}`;

export const partySize = (guests: number, locale: Locale = 'en') => messagesFor(locale).emails.partySize(guests);

/** The occasion as the guest chose it; the form's "None" means there is none to show. */
const occasionOf = (b: Pick<BookingDetails, 'occasion'>) => (b.occasion && b.occasion !== 'None' ? b.occasion : '');

/** The host of the site's address: the domain of calendar UIDs. */
export const siteDomain = new URL(RESTAURANT.url).hostname;

type DetailField = 'name' | 'email' | 'phone' | 'date' | 'time' | 'guests' | 'occasion' | 'requests' | 'address';

/**
 * The booking's details as label–value rows in the order given. An empty value drops its row
 * unless `none` names it ("None" in the staff's emails, where a missing answer is information).
 */
export function detailRows(
  booking: BookingDetails,
  fields: DetailField[],
  none?: string,
  locale: Locale = 'en',
): [string, string][] {
  const m = messagesFor(locale);
  const occasion = occasionOf(booking);
  const values: Record<DetailField, string> = {
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    date: dayInWords(booking.date, locale),
    time: formatClock(locale, booking.time),
    guests: partySize(booking.guests, locale),
    occasion: occasion && (m.reserve.occasions[occasion] ?? occasion),
    requests: booking.specialRequests,
    address: fullAddressOf(restaurantOf(booking)),
  };
  // The labels are shared by every email, so they read (and translate) alike.
  return fields.map((field) => [m.emails.details[field], values[field] || none || '']);
}

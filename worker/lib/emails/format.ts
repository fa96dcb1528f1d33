import { RESTAURANT } from '../../../shared/restaurant';

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
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A Berlin calendar date in words, "Friday, 27 November 2026" (formatted at UTC midnight so no zone shifts it). */
export function dayInWords(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(Date.UTC(y, m - 1, d))).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** "Friday, 27 November 2026 at 19:30" (Berlin time, as booked). */
export const whenInWords = (b: Pick<BookingDetails, 'date' | 'time'>) => `${dayInWords(b.date)} at ${b.time}`;

export const partySize = (guests: number) => (guests === 1 ? '1 guest' : `${guests} guests`);

/** The occasion as the guest chose it; the form's "None" means there is none to show. */
const occasionOf = (b: Pick<BookingDetails, 'occasion'>) => (b.occasion && b.occasion !== 'None' ? b.occasion : '');

export const fullAddress = `${RESTAURANT.address.street}, ${RESTAURANT.address.postalCode} ${RESTAURANT.address.city}`;

/** The host of the site's address: the domain of calendar UIDs. */
export const siteDomain = new URL(RESTAURANT.url).hostname;

/** The labels of a booking's details, shared by every email so they read (and translate) alike. */
const DETAIL_LABELS = {
  name: 'Name', email: 'Email', phone: 'Phone', date: 'Date', time: 'Time', guests: 'Guests',
  occasion: 'Occasion', requests: 'Special requests', address: 'Address',
} as const;
type DetailField = keyof typeof DETAIL_LABELS;

/**
 * The booking's details as label–value rows in the order given. An empty value drops its row
 * unless `none` names it ("None" in the staff's emails, where a missing answer is information).
 */
export function detailRows(booking: BookingDetails, fields: DetailField[], none?: string): [string, string][] {
  const values: Record<DetailField, string> = {
    name: booking.name, email: booking.email, phone: booking.phone, date: dayInWords(booking.date), time: booking.time,
    guests: partySize(booking.guests), occasion: occasionOf(booking), requests: booking.specialRequests, address: fullAddress,
  };
  return fields.map((field) => [DETAIL_LABELS[field], values[field] || none || '']);
}

import { fullAddressOf } from '../../../shared/rules/settings';
import { languageOf, partySize, restaurantOf, siteDomain, type BookingDetails } from './format';
import { messagesFor } from '../../../shared/i18n/catalogues';

export const ICS_FILENAME = 'kovalam-booking.ics';

/** Europe/Berlin since 1996: CEST from the last Sunday of March, CET from the last Sunday of October. */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value (CN=…) may hold anything but a double quote and control characters. */
const paramValue = (text: string) => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and one space. Splits between
 * code points, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

type Options = { stamp: Date; manageUrl?: string; cancelled?: boolean };

/**
 * The table as an iCalendar event in Berlin time, 2 hours long. The UID is the reservation's, so
 * a later CANCEL (higher SEQUENCE) replaces the REQUEST in the guest's calendar.
 */
export function bookingIcs(booking: BookingDetails, { stamp, manageUrl, cancelled = false }: Options) {
  const start = `${booking.date.replace(/-/g, '')}T${booking.time.replace(':', '')}00`;
  const restaurant = restaurantOf(booking);
  const organizer = restaurant.sender;
  const lang = languageOf(booking);
  const words = messagesFor(lang).emails.ics;
  const description = [
    words.description(partySize(booking.guests, lang), restaurant.name),
    manageUrl ? words.manage(manageUrl) : '',
    restaurant.phone,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${restaurant.name}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    ...BERLIN_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:reservation-${booking.id}@${siteDomain}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=Europe/Berlin:${start}`,
    'DURATION:PT2H',
    `SUMMARY:${escapeIcsText(words.summary(booking.guests, restaurant.name))}`,
    `LOCATION:${escapeIcsText(`${restaurant.name}, ${fullAddressOf(restaurant)}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${paramValue(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${paramValue(booking.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${booking.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const text = lines.map(foldLine).join('\r\n') + '\r\n';
  const bytes = encoder.encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { text, base64: btoa(binary) };
}

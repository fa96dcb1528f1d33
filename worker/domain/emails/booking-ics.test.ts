import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { bookingIcs, foldLine } from './booking-ics';
import type { BookingDetails } from './format';

const booking = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({
  id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  name: 'Anjali Menon',
  email: 'anjali@example.com',
  phone: '+49 30 1234567',
  date: '2026-11-27',
  time: '19:30',
  guests: 4,
  occasion: 'Birthday',
  specialRequests: '',
  ...overrides,
});
const stamp = new Date('2026-11-23T20:15:00Z');

/** Parses with ical.js, registering the file's own VTIMEZONE as a real parser client would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('booking .ics (RFC 5545, checked with ical.js)', () => {
  it('is a REQUEST in Berlin time, 2 hours long, at the restaurant, with a UID from the reservation', () => {
    const { text } = bookingIcs(booking(), { stamp, manageUrl: 'https://kovalam.example/booking/x?token=t' });
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Kovalam//Bookings//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('reservation-a1b2c3d4e5f60718293a4b5c6d7e8f90@kovalam.example');
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.startDate.zone!.tzid).toBe('Europe/Berlin');
    expect(event.startDate.toString()).toBe('2026-11-27T19:30:00');
    // 19:30 CET is 18:30 UTC in November.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(event.duration.toSeconds()).toBe(7200);
    expect(event.location).toBe('Kovalam, Musterstraße 12, 10999 Berlin');
    expect(event.summary).toBe('Table for 4 at Kovalam');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-23T20:15:00Z');
    expect(event.description).toContain('Manage your booking: https://kovalam.example/booking/x?token=t');
  });

  it('puts the start on Berlin time on each side of the spring and autumn clock changes', () => {
    const cases = [
      ['2026-03-28', '19:00', '2026-03-28T18:00:00.000Z'], // CET, the day before clocks go forward
      ['2026-03-29', '19:00', '2026-03-29T17:00:00.000Z'], // CEST, the day they do
      ['2026-10-24', '19:00', '2026-10-24T17:00:00.000Z'], // CEST, the day before clocks go back
      ['2026-10-25', '19:00', '2026-10-25T18:00:00.000Z'], // CET, the day they do
    ] as const;
    for (const [date, time, utc] of cases) {
      const { event } = parse(bookingIcs(booking({ date, time }), { stamp }).text);
      expect(event.startDate.toJSDate().toISOString(), date).toBe(utc);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime(), date).toBe(7_200_000);
    }
  });

  it('a CANCEL has the same UID, STATUS:CANCELLED and a higher SEQUENCE', () => {
    const request = parse(bookingIcs(booking(), { stamp }).text);
    const cancel = parse(bookingIcs(booking(), { stamp, cancelled: true }).text);
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(request.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(request.event.sequence);
  });

  it('uses CRLF only, folds at 75 octets without splitting a character, and escapes , ; \\ and line breaks', () => {
    const name = 'Ravi, Priya; \\ and "friends" — ಕನ್ನಡ தமிழ் 🎉'.repeat(3);
    const { text, base64 } = bookingIcs(booking({ name }), {
      stamp,
      manageUrl: `https://kovalam.example/booking/id?token=${'x'.repeat(120)}`,
    });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const { vevent, event } = parse(text);
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe(name.replace(/"/g, ''));
    expect(event.description).toContain('x'.repeat(120));
    expect(text).toContain('LOCATION:Kovalam\\, Musterstraße 12\\, 10999 Berlin');
    // The attachment's content decodes back to the same UTF-8 text.
    expect(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))).toBe(text);
  });

  it('foldLine keeps a 4-byte emoji whole at the 75-octet boundary', () => {
    const folded = foldLine(`${'a'.repeat(73)}🎉b`);
    expect(folded).toBe(`${'a'.repeat(73)}\r\n 🎉b`);
  });
});

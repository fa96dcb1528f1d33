import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { bookingReceivedEmail } from './booking-received';
import { bookingConfirmedEmail } from './booking-confirmed';
import { bookingCancelledEmail } from './booking-cancelled';
import { bookingReminderEmail } from './booking-reminder';
import { bookingNewStaffEmail } from './booking-new-staff';
import { dataRequestEmail } from './data-request';
import type { BookingDetails } from './format';

const NBSP = '\u00a0';
const booking = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({
  id: 'r1',
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  phone: '+49 30 1234567',
  date: '2026-12-11',
  time: '19:30',
  guests: 2,
  occasion: 'Birthday',
  specialRequests: 'Nussallergie',
  language: 'de',
  ...overrides,
});
const stamp = new Date('2026-11-23T20:15:00Z');
const url = 'https://kovalam.example/de/booking/r1?token=t';

describe("a German guest's emails", () => {
  it('the request received: German subject, date, time, party and occasion, lang="de"', () => {
    const email = bookingReceivedEmail(booking(), url);
    expect(email.subject).toBe(`Ihre Reservierungsanfrage bei Kovalam: Freitag, 11. Dezember 2026 um 19:30${NBSP}Uhr`);
    expect(email.html).toContain('<html lang="de">');
    expect(email.text).toContain('Guten Tag Anna Schmidt,');
    expect(email.text).toContain(`2${NBSP}Personen`);
    expect(email.text).toContain('Geburtstag');
    expect(email.text).toContain('Reservierung verwalten');
    expect(email.text.replace(/https:\/\/\S+/g, '')).not.toMatch(/\b(Dear|Your|booking|guests)\b/);
  });

  it('the confirmation carries a German, valid .ics', () => {
    const email = bookingConfirmedEmail(booking(), url, stamp);
    expect(email.subject).toMatch(/^Ihr Tisch bei Kovalam ist bestätigt/);
    const ics = new TextDecoder().decode(Uint8Array.from(atob(email.attachments![0].content), (c) => c.charCodeAt(0)));
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Tisch für 2 bei Kovalam');
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(
      'Reservierung verwalten: https://kovalam.example/de/booking/r1?token=t',
    );
  });

  it('the cancellation, the reminder and the data request link speak German', () => {
    const cancelled = bookingCancelledEmail(booking(), { stamp });
    expect(cancelled.subject).toBe('Ihre Reservierung bei Kovalam am Freitag, 11. Dezember 2026 wurde storniert');
    expect(cancelled.text).toContain('https://kovalam.example/de/reserve');
    expect(bookingReminderEmail(booking(), url).subject).toBe(`Bis morgen um 19:30${NBSP}Uhr: Ihr Tisch bei Kovalam`);
    const request = dataRequestEmail(
      'anna@example.de',
      'deletion',
      'https://kovalam.example/de/data-request/confirm?token=t',
      'de',
    );
    expect(request.subject).toBe('Ihre Daten bei Kovalam löschen: Bitte bestätigen Sie Ihre Anfrage');
    expect(request.html).toContain('<html lang="de">');
  });

  it("the staff notice stays English and names the guest's language", () => {
    const staff = bookingNewStaffEmail(booking());
    expect(staff.html).toContain('<html lang="en">');
    expect(staff.text).toMatch(/Language:?\s+German/);
    expect(staff.text).toContain('Friday, 11 December 2026');
  });
});

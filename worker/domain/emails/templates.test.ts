import { describe, expect, it } from 'vitest';
import { bookingReceivedEmail } from './booking-received';
import { bookingNewStaffEmail } from './booking-new-staff';
import { bookingConfirmedEmail } from './booking-confirmed';
import { bookingCancelledEmail } from './booking-cancelled';
import { bookingReminderEmail } from './booking-reminder';
import { bookingCancelledByGuestEmail } from './booking-cancelled-by-guest';
import { dataRequestEmail } from './data-request';
import type { BookingDetails } from './format';

const HOSTILE = `<script>alert("x")</script> "&' <img src=x onerror=alert(1)>`;
const booking: BookingDetails = {
  id: 'res1',
  name: HOSTILE,
  email: 'guest@example.com',
  phone: '+49 30 1234567',
  date: '2026-11-27',
  time: '19:30',
  guests: 4,
  occasion: 'Birthday',
  specialRequests: `Window seat ${HOSTILE}\nand a high chair`,
};
const manageUrl = 'https://kovalam.example/booking/res1?token=abc&x="y"';
const stamp = new Date('2026-11-23T20:00:00Z');

const all = {
  'booking-received': bookingReceivedEmail(booking, manageUrl),
  'booking-new-staff': bookingNewStaffEmail(booking),
  'booking-confirmed': bookingConfirmedEmail(booking, manageUrl, stamp),
  'booking-cancelled': bookingCancelledEmail(booking, { stamp, wasConfirmed: true }),
  'booking-reminder': bookingReminderEmail(booking, manageUrl),
  'booking-cancelled-by-guest': bookingCancelledByGuestEmail(booking),
  'data-request': dataRequestEmail(
    'guest@example.com',
    'deletion',
    'https://kovalam.example/data-request/confirm?token=t',
  ),
};

describe('email templates', () => {
  for (const [kind, email] of Object.entries(all)) {
    it(`${kind}: both bodies, lang="en", no remote resources, the guest's text escaped`, () => {
      expect(email.kind).toBe(kind);
      expect(email.text.length).toBeGreaterThan(80);
      expect(email.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(email.html).not.toMatch(/<(img|script|link|iframe|object|embed|video|audio)\b|url\(|@import/i);
      expect(email.html).not.toContain(HOSTILE);
      expect(email.text).not.toMatch(/<(p|table|td|br|a)\b/);
    });
  }

  it("escapes the guest's name and requests in the HTML and keeps them word for word in the text", () => {
    const staff = all['booking-new-staff'];
    expect(staff.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;&amp;&#39; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(staff.text).toContain(`Name: ${HOSTILE}`);
    expect(staff.text).toContain(`Special requests: Window seat ${HOSTILE}\nand a high chair`);
    expect(staff.html).toContain('and a high chair');
    // The manage link's & and " cannot break out of the href.
    expect(all['booking-received'].html).toContain(
      'href="https://kovalam.example/booking/res1?token=abc&amp;x=&quot;y&quot;"',
    );
  });

  it('booking received: a request staff will confirm, the day in words, time, guests, occasion and the manage link', () => {
    const email = all['booking-received'];
    expect(email.to).toBe('guest@example.com');
    expect(email.subject).toBe('Your booking request at Kovalam: Friday, 27 November 2026 at 19:30');
    expect(email.text).toContain('Your booking is a request for now: our staff will confirm it by email shortly.');
    expect(email.text).toContain('Date: Friday, 27 November 2026\nTime: 19:30\nGuests: 4 guests\nOccasion: Birthday');
    expect(email.text).toContain(`Manage your booking: ${manageUrl}`);
    expect(email.reservationId).toBe('res1');
  });

  it('new booking goes to the restaurant inbox with contact details and special requests', () => {
    const email = all['booking-new-staff'];
    expect(email.to).toBe('hello@kovalam.example');
    expect(email.text).toContain('Email: guest@example.com\nPhone: +49 30 1234567');
  });

  it('confirmed carries the .ics and the manage link; a cancellation of a confirmed booking carries a CANCEL', () => {
    const confirmed = all['booking-confirmed'];
    expect(confirmed.attachments).toEqual([
      { filename: 'kovalam-booking.ics', type: 'text/calendar', content: expect.any(String) },
    ]);
    expect(atob(confirmed.attachments![0].content)).toContain('METHOD:REQUEST');
    expect(confirmed.text).toContain(manageUrl);
    const cancelled = all['booking-cancelled'];
    expect(atob(cancelled.attachments![0].content)).toContain('METHOD:CANCEL');
    expect(bookingCancelledEmail(booking, { stamp }).attachments).toBeUndefined();
    expect(cancelled.subject).toBe('Your reservation at Kovalam on Friday, 27 November 2026 has been cancelled');
  });

  it('a cancellation with the note staff wrote sends that note', () => {
    const email = bookingCancelledEmail(booking, { stamp, note: 'Dear guest,\nthe kitchen is closed <today>.' });
    expect(email.text).toContain('Dear guest,\nthe kitchen is closed <today>.');
    expect(email.html).toContain('Dear guest,<br>the kitchen is closed &lt;today&gt;.');
  });

  it('the data request link is valid for 1 hour', () => {
    const email = dataRequestEmail(
      'guest@example.com',
      'access',
      'https://kovalam.example/data-request/confirm?token=t',
    );
    expect(email.text).toContain('The link is valid for 1 hour');
    expect(email.text).toContain('See my data: https://kovalam.example/data-request/confirm?token=t');
    expect(email.reservationId).toBeUndefined();
  });
});

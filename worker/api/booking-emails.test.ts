import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  berlinDay,
  bookingBody,
  clearTables,
  count,
  insertReservation,
  insertScheduleDay,
  login,
  rows,
} from '../test/helpers';
import { verifyGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';
import { RESTAURANT } from '../../shared/restaurant';

type EmailRow = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  reservation_id: string | null;
};
const emails = () => rows<EmailRow>('SELECT * FROM email_outbox ORDER BY kind, recipient');
const kinds = async () => (await emails()).map((e) => `${e.kind} → ${e.recipient}`);
const manageLink = (text: string) => text.match(/https?:\/\/\S+\/booking\/\S+/)![0];

let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(clearTables);

const book = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/reservations/book', { body, headers });
const setStatus = (reservationId: string, status: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/api/reservations/update-status', { token, body: { reservationId, status, ...extra } });

describe('a booking and its two emails commit together', () => {
  it('queues booking-received to the guest (with a working manage link) and booking-new-staff to the inbox', async () => {
    const body = bookingBody({ email: 'Anjali@Example.com', specialRequests: 'A high chair, please <b>' });
    const res = await book(body);
    expect(res.status).toBe(201);
    const id = res.json.reservation._id;
    expect(await kinds()).toEqual([
      'booking-new-staff → hello@kovalam.example',
      'booking-received → Anjali@Example.com',
    ]);
    const [staff, guest] = await emails();
    expect(guest.reservation_id).toBe(id);
    expect(staff.reservation_id).toBe(id);
    // Everything staff need, the guest's text escaped in the HTML.
    expect(staff.text_body).toContain('Special requests: A high chair, please <b>');
    expect(staff.html_body).toContain('A high chair, please &lt;b&gt;');
    expect(staff.text_body).toContain('+49 30 1234567');
    // The link is the site's origin (SITE_URL, unset here), the booking's id and a manage-booking token for it that ends with its day.
    const link = new URL(manageLink(guest.text_body));
    expect(link.origin).toBe(RESTAURANT.url);
    expect(link.pathname).toBe(`/booking/${id}`);
    const check = await verifyGuestToken(env.JWT_SECRET, 'manage-booking', link.searchParams.get('token')!, new Date());
    expect(check).toMatchObject({ ok: true, token: { subject: id, expiresAt: manageLinkExpiry(body.date).getTime() } });
    expect(guest.text_body).toContain('a request for now');
    const manage = await api('GET', `/api/reservations/manage?token=${link.searchParams.get('token')}&id=${id}`);
    expect(manage.status).toBe(200);
    expect(manage.json).toMatchObject({ _id: id, status: 'pending', name: body.name });
  });

  it('writes no email when the booking is refused: full slot, closed day, past date, same day', async () => {
    const full = berlinDay(5);
    await insertScheduleDay(full, true, [{ time: '19:00', maxReservations: 1 }]);
    await insertReservation({ date: full, time: '19:00' });
    const closed = berlinDay(6);
    await insertScheduleDay(closed, false);
    for (const [date, status] of [
      [full, 409],
      [closed, 409],
      [berlinDay(-1), 400],
      [berlinDay(0), 409],
    ] as const) {
      expect((await book(bookingBody({ date, time: '19:00' }))).status).toBe(status);
    }
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM reservations')).toBe(1);
  });

  it.each([0, 1, 2, 3, 4, 5])(
    'a booking refused at the INSERT itself (the last place taken meanwhile, lag %i) writes no email',
    async (lag) => {
      const date = berlinDay(12);
      await insertScheduleDay(date, true, [{ time: '19:00', maxReservations: 1 }]);
      // Another guest's booking lands straight in D1 after `lag` round trips: at each point of this
      // booking's own, between its availability read and its INSERT among them.
      const booking = book(bookingBody({ date, time: '19:00' }));
      const other = (async () => {
        for (let i = 0; i < lag; i++) await env.DB.prepare('SELECT 1').first();
        await insertReservation({ date, time: '19:00', email: 'first@example.com' });
      })();
      const [res] = await Promise.all([booking, other]);
      const booked = await count("SELECT count(*) AS n FROM reservations WHERE email = 'anjali@example.com'");
      expect(booked).toBe(res.status === 201 ? 1 : 0);
      expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(2 * booked);
    },
  );

  it('an Idempotency-Key replay sends nothing new', async () => {
    const headers = { 'Idempotency-Key': 'emails-once-1' };
    const first = await book(bookingBody(), headers);
    const again = await book(bookingBody(), headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.reservation._id).toBe(first.json.reservation._id);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(2);
  });
});

describe('staff confirm or cancel: the guest hears once', () => {
  it('confirming queues booking-confirmed with a valid REQUEST .ics and the manage link', async () => {
    const r = await insertReservation({ date: '2026-12-04', time: '19:30', guests: 4 });
    expect((await setStatus(r.id, 'confirmed')).status).toBe(200);
    const [email] = await emails();
    expect(email).toMatchObject({ kind: 'booking-confirmed', recipient: r.email, reservation_id: r.id });
    expect(manageLink(email.text_body)).toContain(`/booking/${r.id}?token=`);
    const [ics] = JSON.parse(email.attachments);
    expect(ics).toMatchObject({ filename: 'kovalam-booking.ics', type: 'text/calendar' });
    const calendar = new ICAL.Component(ICAL.parse(atob(ics.content)));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`reservation-${r.id}@kovalam.example`);
    expect(event.startDate.toString()).toBe('2026-12-04T19:30:00');
    expect(event.duration.toSeconds()).toBe(7200);
  });

  it('cancelling a confirmed booking sends the default email once, with a CANCEL .ics for the same UID', async () => {
    const r = await insertReservation({ status: 'confirmed' });
    expect((await setStatus(r.id, 'cancelled')).status).toBe(200);
    const [email] = await emails();
    expect(email).toMatchObject({ kind: 'booking-cancelled', recipient: r.email });
    const calendar = new ICAL.Component(ICAL.parse(atob(JSON.parse(email.attachments)[0].content)));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).uid).toBe(`reservation-${r.id}@kovalam.example`);
    // The dialog's endpoint cannot add a second one.
    const second = await api('POST', `/api/reservations/${r.id}/cancellation-email`, {
      token,
      body: { subject: 'Sorry', body: 'Again' },
    });
    expect(second.status).toBe(409);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(1);
  });

  it("the dashboard's pending cancel: no automatic email, then exactly the staff's note from the dialog", async () => {
    const r = await insertReservation();
    expect((await setStatus(r.id, 'cancelled', { notifyGuest: false })).status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
    const note = {
      subject: 'Your reservation has been cancelled',
      body: 'Dear Ravi,\n\nWe are sorry.\n\nWarm regards',
    };
    const sent = await api('POST', `/api/reservations/${r.id}/cancellation-email`, { token, body: note });
    expect(sent.status).toBe(202);
    const [email] = await emails();
    expect(email).toMatchObject({
      id: sent.json.emailId,
      kind: 'booking-cancelled',
      recipient: r.email,
      subject: note.subject,
      attachments: '[]',
    });
    expect(email.text_body).toContain('Dear Ravi,\n\nWe are sorry.');
    expect(email.html_body).toContain('Dear Ravi,<br><br>We are sorry.');
    // A double click sends nothing more.
    expect((await api('POST', `/api/reservations/${r.id}/cancellation-email`, { token, body: note })).status).toBe(409);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(1);
  });

  it("the dialog's endpoint: admin only, a cancelled booking only, and bad input named", async () => {
    const r = await insertReservation();
    const note = { subject: 'S', body: 'B' };
    expect((await api('POST', `/api/reservations/${r.id}/cancellation-email`, { body: note })).status).toBe(401);
    const pending = await api('POST', `/api/reservations/${r.id}/cancellation-email`, { token, body: note });
    expect(pending).toMatchObject({
      status: 409,
      json: { error: 'Only a cancelled reservation gets a cancellation email' },
    });
    expect((await api('POST', '/api/reservations/nope/cancellation-email', { token, body: note })).status).toBe(404);
    const blank = await api('POST', `/api/reservations/${r.id}/cancellation-email`, {
      token,
      body: { subject: ' ', body: 'B' },
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.json.fields)).toEqual(['subject']);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
  });

  it('a status change that loses a race sends nothing', async () => {
    const r = await insertReservation();
    // Another tab cancelled it between the read and the update: simulated by cancelling first.
    await setStatus(r.id, 'cancelled', { notifyGuest: false });
    expect((await setStatus(r.id, 'confirmed')).status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(0);
  });
});

describe('closing a day', () => {
  it('emails booking-cancelled to every guest whose booking it cancels, and to no one else', async () => {
    const date = berlinDay(8);
    const a = await insertReservation({ date, email: 'a@example.com' });
    const b = await insertReservation({ date, email: 'b@example.com', status: 'confirmed' });
    await insertReservation({ date, email: 'c@example.com', status: 'cancelled' });
    await insertReservation({ date: berlinDay(9), email: 'd@example.com' });
    const res = await api('POST', '/api/schedule/update', {
      token,
      body: { date, isOpen: false, specialNote: 'Private event', timeSlots: [] },
    });
    expect(res.status).toBe(200);
    expect(res.json.reservationsCancelled).toBe(2);
    const sent = await emails();
    expect(sent.map((e) => [e.kind, e.recipient, e.reservation_id])).toEqual([
      ['booking-cancelled', 'a@example.com', a.id],
      ['booking-cancelled', 'b@example.com', b.id],
    ]);
    // The confirmed guest's calendar entry is replaced by a CANCEL; the pending one had none.
    expect(JSON.parse(sent[0].attachments)).toEqual([]);
    expect(JSON.parse(sent[1].attachments)[0].filename).toBe('kovalam-booking.ics');
    // Saving the closed day again cancels nothing more and emails no one.
    await api('POST', '/api/schedule/update', { token, body: { date, isOpen: false, specialNote: '', timeSlots: [] } });
    expect(await count('SELECT count(*) AS n FROM email_outbox')).toBe(2);
  });
});

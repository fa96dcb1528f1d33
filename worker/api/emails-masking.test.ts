import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db/client';
import { api, bookingBody, clearTables, login, rows } from '../test/helpers';
import { signedInStaff } from '../test/staff';
import { emailedDataLinks } from '../test/data-requests';
import { queueEmail } from '../infra/outbox/queue-email';
import { signGuestToken, verifyGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';
import { setPasswordUrl } from '../domain/staff/staff-links';
import { maskEmailLinks, TOKEN_MASK } from '../contract/mask-email-links';
import { bookingReceivedEmail } from '../domain/emails/booking-received';
import { bookingConfirmedEmail } from '../domain/emails/booking-confirmed';
import { bookingReminderEmail } from '../domain/emails/booking-reminder';
import { bookingChangedEmail } from '../domain/emails/booking-changed';
import { dataRequestEmail } from '../domain/emails/data-request';
import { staffInviteEmail } from '../domain/emails/staff-invite';
import { passwordResetEmail } from '../domain/emails/password-reset';
import { RESTAURANT } from '../../shared/restaurant';

/** Any of our signed tokens (a JWT): none may reach the back office. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]+/;
const db = createDb(env.DB);

let owner: string;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  owner = await login();
  staff = await signedInStaff('staff');
});
beforeEach(clearTables);

/** What the Emails page gets for one email: its list entry, its detail and its framed HTML. */
async function shown(token: string, to: string, id: string) {
  const list = await api('GET', `/api/emails?to=${encodeURIComponent(to)}`, { token });
  const detail = await api('GET', `/api/emails/${id}`, { token });
  const preview = await api('GET', `/api/emails/${id}/preview`, { token });
  return { list, detail, preview };
}

describe('maskEmailLinks', () => {
  it('masks the token parameter however the link is written, and any bare JWT; the rest stays', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln-_';
    expect(maskEmailLinks(`Manage: https://s.example/booking/r-1?token=${jwt}\n`)).toBe(
      `Manage: https://s.example/booking/r-1?token=${TOKEN_MASK}\n`,
    );
    expect(maskEmailLinks(`<a href="https://s.example/x?id=1&amp;token=${jwt}&amp;lang=de">`)).toBe(
      `<a href="https://s.example/x?id=1&amp;token=${TOKEN_MASK}&amp;lang=de">`,
    );
    expect(maskEmailLinks(`https://s.example/x?a=1&token=${jwt}`)).toBe(`https://s.example/x?a=1&token=${TOKEN_MASK}`);
    expect(maskEmailLinks(`https://s.example/x/${jwt}/y`)).toBe(`https://s.example/x/${TOKEN_MASK}/y`);
    expect(maskEmailLinks('Your table for 2 at 19:30. Call +49 30 1234567.')).toBe(
      'Your table for 2 at 19:30. Call +49 30 1234567.',
    );
  });
});

describe("issue 26: staff cannot act through a guest's emailed link", () => {
  it('staff read the booking-received email in the list, the detail and the preview: the link is there, its token masked, and the masked link cancels nothing', async () => {
    const booked = await api('POST', '/api/reservations/book', { body: bookingBody({ email: 'anjali@example.com' }) });
    expect(booked.status).toBe(201);
    const bookingId = booked.json.reservation._id;
    const [{ id, text_body: realText }] = await rows<{ id: string; text_body: string }>(
      "SELECT id, text_body FROM email_outbox WHERE kind = 'booking-received'",
    );
    const realToken = /\?token=([\w.-]+)/.exec(realText)![1];

    const { list, detail, preview } = await shown(staff.token, 'anjali@example.com', id);
    expect(list.json.emails.map((e: any) => e.id)).toEqual([id]);
    const maskedLink = `${RESTAURANT.url}/booking/${bookingId}?token=${TOKEN_MASK}`;
    for (const body of [
      list.json.emails[0].text,
      list.json.emails[0].html,
      detail.json.email.text,
      detail.json.email.html,
      preview.json,
    ]) {
      expect(body).toContain(maskedLink);
      expect(body).not.toContain(realToken);
      expect(body).not.toMatch(JWT);
    }

    // The attacker's next step, with what the page shows: refused, and the booking is untouched.
    const shownToken = new URL(/https:\/\/\S+\/booking\/\S+/.exec(detail.json.email.text)![0]).searchParams.get(
      'token',
    )!;
    const cancel = await api('POST', '/api/reservations/manage/cancel', { body: { token: shownToken, id: bookingId } });
    expect(cancel.status).toBeGreaterThanOrEqual(400);
    expect(cancel.status).toBeLessThan(500);
    expect(await rows('SELECT status FROM reservations WHERE id = ?', bookingId)).toEqual([{ status: 'pending' }]);
    expect(await rows("SELECT 1 FROM audit_log WHERE action = 'reservation.cancelled'")).toEqual([]);
  });

  it('staff file a deletion request for any address: its email is not listed for them, and detail, preview and resend are 404; the owner sees it masked', async () => {
    const victim = 'meera@example.com';
    expect((await api('POST', '/api/user-data/request', { body: { email: victim, type: 'deletion' } })).status).toBe(
      202,
    );
    const [{ token: realToken }] = await emailedDataLinks(victim);
    const [{ id }] = await rows<{ id: string }>("SELECT id FROM email_outbox WHERE kind = 'data-request'");

    const { list, detail, preview } = await shown(staff.token, victim, id);
    expect(list.json.emails).toEqual([]);
    expect(list.headers.get('X-Total-Count')).toBe('0');
    expect(detail).toMatchObject({ status: 404, json: { error: 'Email not found' } });
    expect(preview.status).toBe(404);
    expect(await api('POST', `/api/emails/${id}/resend`, { token: staff.token })).toMatchObject({
      status: 404,
      json: { error: 'Email not found' },
    });

    const seen = await shown(owner, victim, id);
    expect(seen.list.json.emails.map((e: any) => e.kind)).toEqual(['data-request']);
    for (const body of [seen.list.json.emails[0].text, seen.detail.json.email.html, seen.preview.json]) {
      expect(body).toContain(`${RESTAURANT.url}/data-request/confirm?token=${TOKEN_MASK}`);
      expect(body).not.toContain(realToken);
    }
  });

  it('every kind of emailed link is masked for the owner too: manage, reminder, change, confirmation, data request, invite, reset', async () => {
    const at = new Date();
    const booking = {
      id: 'r-1',
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '+49 30 1',
      date: '2026-12-04',
      time: '19:00',
      guests: 2,
      occasion: '',
      specialRequests: '',
    };
    const manage = `https://kovalam.test/booking/r-1?token=${await signGuestToken(env.JWT_SECRET, 'manage-booking', 'r-1', manageLinkExpiry(booking.date), at)}`;
    const confirm = `https://kovalam.test/data-request/confirm?token=${await signGuestToken(env.JWT_SECRET, 'data-deletion', booking.email, new Date(at.getTime() + 3_600_000), at)}`;
    const emails = [
      bookingReceivedEmail(booking, manage),
      bookingReminderEmail(booking, manage),
      bookingChangedEmail(booking, manage),
      bookingConfirmedEmail(booking, manage, at),
      dataRequestEmail(booking.email, 'deletion', confirm),
      staffInviteEmail(
        booking.email,
        'Ravi',
        'staff',
        await setPasswordUrl(
          env.JWT_SECRET,
          'https://kovalam.test',
          'staff-invite',
          { id: 'acc-1', passwordVersion: 0 },
          at,
        ),
      ),
      passwordResetEmail(
        booking.email,
        'Ravi',
        await setPasswordUrl(
          env.JWT_SECRET,
          'https://kovalam.test',
          'password-reset',
          { id: 'acc-1', passwordVersion: 0 },
          at,
        ),
      ),
    ];
    const [first, ...rest] = emails.map((email, i) => queueEmail(db, email, `m-${i}`, at.getTime() + i));
    await db.batch([first, ...rest]);
    const list = await api('GET', `/api/emails?to=${booking.email}`, { token: owner });
    expect(list.json.emails).toHaveLength(emails.length);
    expect(JSON.stringify(list.json)).not.toMatch(JWT);
    for (let i = 0; i < emails.length; i++) {
      const { detail, preview } = await shown(owner, booking.email, `m-${i}`);
      expect(JSON.stringify(detail.json), emails[i].kind).not.toMatch(JWT);
      expect(preview.json, emails[i].kind).not.toMatch(JWT);
      expect(detail.json.email.text, emails[i].kind).toMatch(
        /\/(booking\/r-1|data-request\/confirm|staff\/set-password)\?token=••••••/,
      );
    }
  });
});

/** The emails a request queued go out after its answer (deliverNow): wait, so a test's own status change is not overwritten. */
const allSent = () =>
  vi.waitFor(async () => expect(await rows("SELECT id FROM email_outbox WHERE status <> 'sent'")).toEqual([]));
const RESENT = "SELECT actor_id, target_id FROM audit_log WHERE action = 'email.resent'";

describe('resend: the guest gets the real link, the back office the masked one, and the log an entry', () => {
  it('an owner resends a failed booking email: the answer is masked, the row still verifies, and email.resent is logged once', async () => {
    const booked = await api('POST', '/api/reservations/book', { body: bookingBody() });
    const [{ id, text_body: realText }] = await rows<{ id: string; text_body: string }>(
      "SELECT id, text_body FROM email_outbox WHERE kind = 'booking-received'",
    );
    await allSent();
    await env.DB.prepare("UPDATE email_outbox SET status = 'failed', attempts = 5 WHERE id = ?").bind(id).run();
    const res = await api('POST', `/api/emails/${id}/resend`, { token: owner });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toMatch(JWT);
    await vi.waitFor(async () => {
      expect(await rows('SELECT status, text_body FROM email_outbox WHERE id = ?', id)).toEqual([
        { status: 'sent', text_body: realText },
      ]);
    });
    const realToken = /\?token=([\w.-]+)/.exec(realText)![1];
    expect(await verifyGuestToken(env.JWT_SECRET, 'manage-booking', realToken, new Date())).toMatchObject({
      ok: true,
      token: { subject: booked.json.reservation._id },
    });
    const [admin] = await rows<{ id: string }>("SELECT id FROM staff_users WHERE email = 'admin@example.com'");
    expect(
      await rows("SELECT actor_id, target_type, target_id, detail FROM audit_log WHERE action = 'email.resent'"),
    ).toEqual([
      {
        actor_id: admin.id,
        target_type: 'email',
        target_id: id,
        detail: JSON.stringify({ kind: 'booking-received', from: 'failed' }),
      },
    ]);
  });

  it('a resend that does not apply (still waiting, unknown, or hidden from staff) writes no entry', async () => {
    await api('POST', '/api/reservations/book', { body: bookingBody() });
    await api('POST', '/api/user-data/request', { body: { email: 'meera@example.com', type: 'access' } });
    await allSent();
    const ids = Object.fromEntries(
      (await rows<{ id: string; kind: string }>('SELECT id, kind FROM email_outbox')).map((r) => [r.kind, r.id]),
    );
    await env.DB.prepare("UPDATE email_outbox SET status = 'pending'").run();
    expect((await api('POST', `/api/emails/${ids['booking-received']}/resend`, { token: staff.token })).status).toBe(
      409,
    );
    expect((await api('POST', '/api/emails/nope/resend', { token: owner })).status).toBe(404);
    await env.DB.prepare("UPDATE email_outbox SET status = 'failed'").run();
    expect((await api('POST', `/api/emails/${ids['data-request']}/resend`, { token: staff.token })).status).toBe(404);
    expect(await rows(RESENT)).toEqual([]);
    // A member of staff's resend of a booking email is theirs in the log.
    expect((await api('POST', `/api/emails/${ids['booking-received']}/resend`, { token: staff.token })).status).toBe(
      200,
    );
    expect(await rows(RESENT)).toEqual([{ actor_id: staff.account.id, target_id: ids['booking-received'] }]);
  });
});

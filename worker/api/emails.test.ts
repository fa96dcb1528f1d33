import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../db/client';
import { api, login, rows } from '../test/helpers';
import { queueEmail } from '../infra/outbox/queue-email';
import { bookingConfirmedEmail } from '../domain/emails/booking-confirmed';
import type { OutgoingEmail } from '../infra/outbox/outgoing-email';

const db = createDb(env.DB);
let token: string;
beforeAll(async () => {
  token = await login();
});
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM email_outbox').run();
});

const email = (to: string, subject: string): OutgoingEmail => ({
  kind: 'booking-received',
  to,
  subject,
  text: `Text of ${subject}`,
  html: `<p>${subject}</p>`,
});
const setRow = (id: string, fields: string) =>
  env.DB.prepare(`UPDATE email_outbox SET ${fields} WHERE id = ?`).bind(id).run();

/** Three emails a minute apart, the newest last; one of them to another guest. */
async function seed() {
  const t = Date.UTC(2026, 10, 23, 18, 0);
  await db.batch([
    queueEmail(db, email('Anjali@Example.com', 'First'), 'm-1', t),
    queueEmail(db, email('ravi@example.com', 'Second'), 'm-2', t + 60_000),
    queueEmail(db, email('anjali@example.com', 'Third'), 'm-3', t + 120_000),
  ]);
}

describe('GET /api/emails', () => {
  it('needs the admin session: 401 without a token or with a forged one, and lists nothing', async () => {
    await seed();
    for (const res of [
      await api('GET', '/api/emails'),
      await api('GET', '/api/emails?to=ravi@example.com', { token: 'x.y.z' }),
      await api('GET', '/api/emails/m-1'),
      await api('POST', '/api/emails/m-1/resend'),
      await api('GET', '/api/emails/m-1/preview'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Authentication required' });
    }
  });

  it("answers { emails } newest first with the issue's fields", async () => {
    await seed();
    const res = await api('GET', '/api/emails', { token });
    expect(res.status).toBe(200);
    expect(res.json.emails.map((e: any) => e.subject)).toEqual(['Third', 'Second', 'First']);
    expect(res.json.emails[2]).toEqual({
      id: 'm-1',
      kind: 'booking-received',
      to: 'Anjali@Example.com',
      subject: 'First',
      text: 'Text of First',
      html: '<p>First</p>',
      status: 'pending',
      attempts: 0,
      createdAt: '2026-11-23T18:00:00.000Z',
    });
    expect(res.headers.get('X-Total-Count')).toBe('3');
  });

  it('filters by address, whatever its case, and only the whole address', async () => {
    await seed();
    const anjali = await api('GET', '/api/emails?to=ANJALI%40example.COM', { token });
    expect(anjali.json.emails.map((e: any) => e.id)).toEqual(['m-3', 'm-1']);
    expect((await api('GET', '/api/emails?to=example.com', { token })).json.emails).toEqual([]);
  });

  it("pages 200 at a time with the staff lists' cursor; bad input is a 400 naming it", async () => {
    await seed();
    const first = await api('GET', '/api/emails?limit=2', { token });
    expect(first.json.emails.map((e: any) => e.id)).toEqual(['m-3', 'm-2']);
    const next = first.headers.get('X-Next-Cursor');
    const second = await api('GET', `/api/emails?limit=2&cursor=${next}`, { token });
    expect(second.json.emails.map((e: any) => e.id)).toEqual(['m-1']);
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
    for (const [query, error] of [
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['limit=abc', 'limit must be a whole number from 1 to 200'],
      ['cursor=%24%24', 'cursor is not valid: pass the nextCursor of the previous page unchanged'],
      ['cursor=bm9wZQ', 'cursor is not valid: pass the nextCursor of the previous page unchanged'],
      [`to=${'a'.repeat(255)}`, 'to must be an email address or part of one, at most 254 characters'],
      ['to=a%00b%40example.com', 'to contains invisible or control characters'],
    ]) {
      const res = await api('GET', `/api/emails?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.json.error, query).toBe(error);
    }
  });
});

describe('GET /api/emails/:id', () => {
  it('answers one email with its last error, when it was sent and its attachments by name', async () => {
    const booking = {
      id: 'r-9',
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '+49 30 1',
      date: '2026-12-04',
      time: '19:00',
      guests: 2,
      occasion: '',
      specialRequests: '',
    };
    await queueEmail(
      db,
      bookingConfirmedEmail(booking, 'https://kovalam.example/booking/r-9?token=t', new Date()),
      'm-4',
    );
    await setRow('m-4', "status = 'failed', attempts = 5, last_error = 'Email Service unavailable (503)'");
    const res = await api('GET', '/api/emails/m-4', { token });
    expect(res.status).toBe(200);
    expect(res.json.email).toMatchObject({
      id: 'm-4',
      kind: 'booking-confirmed',
      to: 'ravi@example.com',
      status: 'failed',
      attempts: 5,
      lastError: 'Email Service unavailable (503)',
      sentAt: null,
      reservationId: 'r-9',
      attachments: [{ filename: 'kovalam-booking.ics', type: 'text/calendar' }],
    });
  });

  it('unknown id → 404 "Email not found"; an id that is not one → 400', async () => {
    expect(await api('GET', '/api/emails/nope', { token })).toMatchObject({
      status: 404,
      json: { error: 'Email not found' },
    });
    const bad = await api('GET', `/api/emails/${'x'.repeat(65)}`, { token });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Email id is not valid');
    expect((await api('GET', '/api/emails/a%20b', { token })).status).toBe(400);
  });
});

describe('POST /api/emails/:id/resend', () => {
  it('puts a failed email back to pending with 0 attempts and sends it at once', async () => {
    await seed();
    await setRow('m-2', "status = 'failed', attempts = 5, last_error = 'down', next_attempt_at = 0");
    const res = await api('POST', '/api/emails/m-2/resend', { token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Email queued again');
    expect(res.json.email).toMatchObject({ id: 'm-2', status: 'pending', attempts: 0, lastError: null });
    await vi.waitFor(async () => {
      const [row] = await rows<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM email_outbox WHERE id = ?',
        'm-2',
      );
      expect(row).toEqual({ status: 'sent', attempts: 1 });
    });
  });

  it('an email still waiting → 409; unknown → 404', async () => {
    await seed();
    expect(await api('POST', '/api/emails/m-1/resend', { token })).toMatchObject({
      status: 409,
      json: { error: 'This email is already waiting to be sent' },
    });
    expect(await api('POST', '/api/emails/nope/resend', { token })).toMatchObject({
      status: 404,
      json: { error: 'Email not found' },
    });
  });
});

describe('GET /api/emails/:id/preview', () => {
  it('the HTML body under its own CSP: sandboxed, loads nothing, framable only by the site', async () => {
    await seed();
    const res = await api('GET', '/api/emails/m-1/preview', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.json).toBe('<p>First</p>');
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining(["default-src 'none'", 'sandbox', "frame-ancestors 'self'"]),
    );
    expect(csp).not.toMatch(/script-src|https:/);
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect((await api('GET', '/api/emails/nope/preview', { token })).status).toBe(404);
  });

  it("the rest of /api/emails keeps the API's headers: never framed", async () => {
    await seed();
    const res = await api('GET', '/api/emails/m-1', { token });
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});

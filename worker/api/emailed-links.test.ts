import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import worker from '../index';
import { berlinDay, bookingBody, clearTables, insertReservation, login, rows } from '../test/helpers';
import { freshClientIp } from '../test/client-ip';
import { staffAddress } from '../test/staff';
import { signGuestToken } from '../domain/reservations/guest-token';
import { manageLinkExpiry } from '../domain/reservations/manage-link';
import { RESTAURANT } from '../../shared/restaurant';

const SITE = 'https://kovalam-berlin.example';
const EVIL = 'evil.example';

/**
 * One request as an attacker sends it: to the Worker under a forged Host (the URL the Worker sees
 * has that host), with SITE_URL configured; the answer's background work (deliverNow) is awaited.
 */
async function forged(method: string, path: string, init: { token?: string; body?: unknown; siteUrl?: string } = {}) {
  const headers: Record<string, string> = { Host: EVIL, 'cf-connecting-ip': freshClientIp() };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const ctx = createExecutionContext();
  const request = new Request(`http://${EVIL}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const res = await worker.fetch(request, { ...env, SITE_URL: 'siteUrl' in init ? init.siteUrl : SITE }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, text: await res.text() };
}

type Email = { kind: string; text_body: string; html_body: string; attachments: string };
const outbox = (kind: string) =>
  rows<Email>('SELECT kind, text_body, html_body, attachments FROM email_outbox WHERE kind = ? ORDER BY rowid', kind);

/** Every address in an email (text, HTML, attachments): all on the configured site, none on the forged host. */
async function linksOf(kind: string, origin = SITE) {
  const [email] = await outbox(kind);
  expect(email, `a ${kind} email`).toBeDefined();
  const all = `${email.text_body}\n${email.html_body}\n${email.attachments}`;
  expect(all).not.toContain(EVIL);
  const links = email.text_body.match(/https?:\/\/[^\s"<>]+\?token=[^\s"<>]+/g) ?? [];
  expect(links.length, `${kind} has a link with a token`).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true);
  return links;
}

let owner: string;
beforeAll(async () => {
  owner = await login();
});
beforeEach(clearTables);

describe('emailed links are built from SITE_URL, never from the request (Host: evil.example)', () => {
  it('the staff invite and the re-sent invite', async () => {
    const res = await forged('POST', '/api/staff/invite', {
      token: owner,
      body: { email: staffAddress('invite'), name: 'Priya', role: 'staff' },
    });
    expect(res.status).toBe(201);
    await linksOf('staff-invite');
    await env.DB.prepare('DELETE FROM email_outbox').run();
    const id = (JSON.parse(res.text) as { account: { _id: string } }).account._id;
    expect((await forged('POST', `/api/staff/${id}/invite`, { token: owner })).status).toBe(200);
    await linksOf('staff-invite');
  });

  it('the password reset', async () => {
    const address = staffAddress('reset');
    await forged('POST', '/api/staff/invite', { token: owner, body: { email: address, name: 'Priya', role: 'staff' } });
    await env.DB.prepare("UPDATE staff_users SET password_hash = 'x', salt = 'y', iterations = 1 WHERE email = ?")
      .bind(address)
      .run();
    expect((await forged('POST', '/api/auth/forgot-password', { body: { email: address } })).status).toBe(202);
    await linksOf('password-reset');
  });

  it('the booking received, confirmed (staff), staff-booked and changed emails', async () => {
    const booked = await forged('POST', '/api/reservations/book', { body: bookingBody() });
    expect(booked.status).toBe(201);
    await linksOf('booking-received');
    const id = (JSON.parse(booked.text) as { reservation: { _id: string } }).reservation._id;
    expect(
      (
        await forged('POST', '/api/reservations/update-status', {
          token: owner,
          body: { reservationId: id, status: 'confirmed' },
        })
      ).status,
    ).toBe(200);
    await linksOf('booking-confirmed');
    await env.DB.prepare('DELETE FROM email_outbox').run();
    expect((await forged('PATCH', `/api/reservations/${id}`, { token: owner, body: { guests: 3 } })).status).toBe(200);
    await linksOf('booking-changed');
    await env.DB.prepare('DELETE FROM email_outbox').run();
    const staffBooked = await forged('POST', '/api/reservations/staff-book', {
      token: owner,
      body: {
        name: 'Ravi Phone',
        phone: '+49 30 7654321',
        email: 'ravi@example.com',
        date: berlinDay(3),
        time: '19:00',
        guests: 2,
        source: 'phone',
      },
    });
    expect(staffBooked.status).toBe(201);
    await linksOf('booking-confirmed');
  });

  it('the data-request links', async () => {
    expect(
      (await forged('POST', '/api/user-data/request', { body: { email: 'meera@example.com', type: 'deletion' } }))
        .status,
    ).toBe(202);
    const [link] = await linksOf('data-request');
    expect(link).toMatch(new RegExp(`^${SITE}/data-request/confirm\\?token=`));
  });

  it('the manage link inside the downloaded calendar file', async () => {
    const r = await insertReservation({ status: 'confirmed', date: berlinDay(4) });
    const token = await signGuestToken(env.JWT_SECRET, 'manage-booking', r.id, manageLinkExpiry(r.date), new Date());
    const ics = await forged('GET', `/api/reservations/manage/ics?token=${token}&id=${r.id}`);
    expect(ics.status).toBe(200);
    expect(ics.text).not.toContain(EVIL);
    expect(ics.text.replace(/\r\n /g, '')).toContain(`${SITE}/booking/${r.id}?token=`);
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['not an address', 'kovalam'],
    ['not http(s)', 'javascript:alert(1)'],
  ])("with SITE_URL %s, the links use shared/restaurant.ts's url", async (_, siteUrl) => {
    expect(
      (
        await forged('POST', '/api/user-data/request', {
          body: { email: 'meera@example.com', type: 'access' },
          siteUrl,
        })
      ).status,
    ).toBe(202);
    await linksOf('data-request', RESTAURANT.url);
  });
});

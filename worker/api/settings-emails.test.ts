import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { api, berlinDay, insertReservation, login, rows } from '../test/helpers';
import { freshClientIp } from '../test/client-ip';
import { createStaff, staffAddress } from '../test/staff';
import { createDb } from '../db/client';
import { queueEmail } from '../infra/outbox/queue-email';
import { deliverEmail } from '../infra/outbox/deliver';
import type { Transport } from '../infra/outbox/transport';
import type { EmailSender } from '../infra/outbox/sender';
import { staffInviteEmail } from '../domain/emails/staff-invite';
import { SEED_SETTINGS, type Settings } from '../../shared/rules/settings';

/** An owner's restaurant that shares nothing with the seed's, so a seed value left anywhere shows. */
const OWNED: Settings = {
  ...SEED_SETTINGS,
  name: 'Thattukada Kreuzberg',
  phone: '+49 30 9876543',
  sender: { email: 'tisch@thattukada.example', name: 'Thattukada Tische' },
};

let owner: string;
beforeAll(async () => {
  owner = await login();
});
afterEach(async () => {
  await env.DB.prepare('DELETE FROM restaurant_settings').run();
});

async function saveSettings(settings: Settings) {
  expect((await api('PUT', '/api/settings', { token: owner, body: settings })).status).toBe(200);
}

/** The newest email of a kind to an address, as the outbox keeps it. */
async function newestEmail(kind: string, to: string) {
  const [email] = await rows<{ subject: string; text_body: string; html_body: string }>(
    'SELECT subject, text_body, html_body FROM email_outbox WHERE kind = ? AND lower(recipient) = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    kind,
    to.toLowerCase(),
  );
  expect(email, `a ${kind} email to ${to}`).toBeDefined();
  return email;
}

/** Says the owner's restaurant, never the seed's, in its subject and its footer. */
function expectOwnersRestaurant(email: { subject: string; text_body: string; html_body: string }) {
  expect(email.subject).toContain(OWNED.name);
  expect(email.subject).not.toContain(SEED_SETTINGS.name);
  const footer = email.text_body.slice(email.text_body.lastIndexOf('\n--\n'));
  expect(footer).toContain(OWNED.name);
  expect(footer).toContain(OWNED.phone);
  expect(email.text_body).not.toContain(SEED_SETTINGS.phone);
  expect(email.html_body).toContain(OWNED.name);
}

describe("every email speaks for the restaurant as the owner's settings state it (issue 29)", () => {
  it("an invite names the owner's restaurant, not the seed's", async () => {
    await saveSettings(OWNED);
    const address = staffAddress('anju');
    const res = await api('POST', '/api/staff/invite', {
      token: owner,
      body: { email: address, name: 'Anju', role: 'staff' },
    });
    expect(res.status).toBe(201);
    const email = await newestEmail('staff-invite', address);
    expectOwnersRestaurant(email);
    expect(email.text_body).toContain(`for the ${OWNED.name} back office`);
  });

  it("a data request's link comes from the owner's restaurant", async () => {
    await saveSettings(OWNED);
    const res = await exports.default.fetch('https://kovalam.test/api/user-data/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': freshClientIp() },
      body: JSON.stringify({ email: 'latha@example.com', type: 'access' }),
    });
    expect(res.status).toBe(202);
    expectOwnersRestaurant(await newestEmail('data-request', 'latha@example.com'));
  });

  it("a password reset comes from the owner's restaurant", async () => {
    await saveSettings(OWNED);
    const account = await createStaff({ name: 'Vinod' });
    const ctx = createExecutionContext();
    await worker.fetch(
      new Request('https://kovalam.test/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': freshClientIp() },
        body: JSON.stringify({ email: account.email }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expectOwnersRestaurant(await newestEmail('password-reset', account.email));
  });

  it("closing a day tells its guests in the owner's restaurant's name", async () => {
    await saveSettings(OWNED);
    const date = berlinDay(12);
    await insertReservation({ date, email: 'sunil@example.com', status: 'confirmed' });
    const res = await api('POST', '/api/schedule/update', {
      token: owner,
      body: { date, isOpen: false, timeSlots: [], specialNote: '' },
    });
    expect(res.status).toBe(200);
    expectOwnersRestaurant(await newestEmail('booking-cancelled', 'sunil@example.com'));
    await env.DB.prepare('DELETE FROM schedule_days WHERE date = ?').bind(date).run();
  });

  it("goes out from the settings' sender, and from the seed's before any settings are saved", async () => {
    const froms: EmailSender[] = [];
    const recording: Transport = {
      send: async (_email, from) => {
        froms.push(from);
      },
    };
    const db = createDb(env.DB);
    const at = Date.now();
    const email = staffInviteEmail('sender@example.com', 'Sam', 'staff', 'https://kovalam.example/x');
    await queueEmail(db, email, 'from-seed', at);
    expect(await deliverEmail(db, recording, 'from-seed', at)).toBe('sent');
    await saveSettings(OWNED);
    await queueEmail(db, email, 'from-owner', at);
    expect(await deliverEmail(db, recording, 'from-owner', at)).toBe('sent');
    expect(froms).toEqual([SEED_SETTINGS.sender, OWNED.sender]);
  });
});

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { api, count, login, rows } from '../test/helpers';
import { freshClientIp } from '../test/client-ip';
import { createStaff, signInAs, staffAddress } from '../test/staff';
import { signStaffLink } from '../domain/staff/staff-link-token';
import { STAFF_MESSAGES as M } from '../../shared/rules/staff';

afterEach(() => {
  vi.useRealTimers();
});

/** The forgot-password form's request, answered as raw bytes, once the work it left for after the answer is done. */
async function forgot(email: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request('https://kovalam.test/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': freshClientIp() },
      body: JSON.stringify({ email }),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, type: res.headers.get('Content-Type'), text: await res.text() };
}

const resetEmails = (address: string) =>
  count(
    "SELECT count(*) AS n FROM email_outbox WHERE kind = 'password-reset' AND lower(recipient) = ?",
    address.toLowerCase(),
  );

/** The token of the newest reset email to `address`. */
async function resetToken(address: string) {
  const [email] = await rows<{ text_body: string }>(
    "SELECT text_body FROM email_outbox WHERE kind = 'password-reset' AND lower(recipient) = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    address.toLowerCase(),
  );
  return new URL(email.text_body.match(/https?:\/\/\S+\/staff\/set-password\?token=[\w.-]+/)![0]).searchParams.get(
    'token',
  )!;
}

const setPassword = (token: string, password: string) =>
  api('POST', '/api/auth/set-password', { body: { token, password } });
const signInStatus = async (email: string, password: string) =>
  (await api('POST', '/api/auth/login', { body: { email, password } })).status;

describe('POST /api/auth/forgot-password', () => {
  it('answers byte for byte the same for an account, an unknown address, an invited one and a deactivated one; only the account gets an email', async () => {
    const member = await createStaff();
    const deactivated = await createStaff();
    await env.DB.prepare('UPDATE staff_users SET active = 0 WHERE id = ?').bind(deactivated.id).run();
    const invited = staffAddress('invited');
    await api('POST', '/api/staff/invite', {
      token: await login(),
      body: { email: invited, name: 'New', role: 'staff' },
    });
    const known = await forgot(member.email.toUpperCase());
    expect(known).toEqual({ status: 202, type: 'application/json', text: JSON.stringify({ message: M.resetSent }) });
    for (const other of ['nobody@example.com', invited, deactivated.email])
      expect(await forgot(other), other).toEqual(known);
    expect(await resetEmails(member.email)).toBe(1);
    for (const other of ['nobody@example.com', invited, deactivated.email])
      expect(await resetEmails(other), other).toBe(0);
  });

  it('sends the owner from the secrets no reset: its password is the ADMIN_PASSWORD secret', async () => {
    await login();
    expect((await forgot('admin@example.com')).status).toBe(202);
    expect(await resetEmails('admin@example.com')).toBe(0);
  });

  it('emails one address at most 3 times an hour, answering the 4th the same', async () => {
    const member = await createStaff();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await forgot(member.email));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await resetEmails(member.email)).toBe(3);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    await forgot(member.email);
    expect(await resetEmails(member.email)).toBe(4);
  });

  it('answers 400 for a malformed address', async () => {
    expect(await api('POST', '/api/auth/forgot-password', { body: { email: 'nope' } })).toMatchObject({
      status: 400,
      json: { error: M.emailInvalid },
    });
  });
});

describe('POST /api/auth/set-password with a reset link', () => {
  it('sets the new password, ends every older session of the account, and the old password stops working', async () => {
    const member = await createStaff();
    const [phone, laptop] = [await signInAs(member), await signInAs(member)];
    expect((await api('GET', '/api/auth/session', { token: phone })).status).toBe(200);
    await forgot(member.email);
    expect(await setPassword(await resetToken(member.email), 'a-brand-new-passphrase')).toMatchObject({
      status: 200,
      json: { message: M.passwordSet },
    });
    for (const token of [phone, laptop]) expect((await api('GET', '/api/auth/session', { token })).status).toBe(401);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    expect(await signInStatus(member.email, 'a-brand-new-passphrase')).toBe(200);
    expect(await rows('SELECT action, actor_id AS actorId FROM audit_log WHERE target_id = ?', member.id)).toEqual([
      { action: 'staff.password-reset', actorId: member.id },
    ]);
  });

  it('a link works once: the second use is 410 and changes nothing', async () => {
    const member = await createStaff();
    await forgot(member.email);
    const token = await resetToken(member.email);
    expect((await setPassword(token, 'first-new-passphrase')).status).toBe(200);
    expect(await setPassword(token, 'second-new-passphrase')).toMatchObject({
      status: 410,
      json: { error: M.linkGone },
    });
    expect(await signInStatus(member.email, 'first-new-passphrase')).toBe(200);
  });

  it('an expired link is 410 (a reset lasts 60 minutes)', async () => {
    const member = await createStaff();
    await forgot(member.email);
    const token = await resetToken(member.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    expect(await setPassword(token, 'too-late-passphrase')).toMatchObject({ status: 410, json: { error: M.linkGone } });
    vi.useRealTimers();
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('a tampered link, or one signed with another secret or for another purpose, is 401', async () => {
    const member = await createStaff();
    await forgot(member.email);
    const token = await resetToken(member.email);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...claims, sub: 'someone-else' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const otherSecret = await signStaffLink(
      'another-secret-0123456789abcdef0123456789',
      'password-reset',
      { id: member.id, passwordVersion: 0 },
      new Date(),
    );
    for (const bad of [`${header}.${forged}.${signature}`, `${token.slice(0, -2)}xx`, otherSecret, await login()]) {
      expect(await setPassword(bad, 'tampered-passphrase')).toMatchObject({
        status: 401,
        json: { error: M.linkInvalid },
      });
    }
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('refuses the link of an account deactivated since (410), and a password under 10 characters (400)', async () => {
    const member = await createStaff();
    await forgot(member.email);
    const token = await resetToken(member.email);
    expect(await setPassword(token, 'short')).toMatchObject({ status: 400, json: { error: M.passwordMin } });
    await api('PATCH', `/api/staff/${member.id}`, { token: await login(), body: { active: false } });
    expect(await setPassword(token, 'a-long-enough-one')).toMatchObject({
      status: 410,
      json: { error: M.deactivated },
    });
  });

  it('an invite link sets the first password only: once a password is set, an older invite link is 410', async () => {
    const owner = await login();
    const address = staffAddress('twice');
    const { json } = await api('POST', '/api/staff/invite', {
      token: owner,
      body: { email: address, name: 'Twice', role: 'staff' },
    });
    const first = await signStaffLink(
      env.JWT_SECRET,
      'staff-invite',
      { id: json.account._id, passwordVersion: 0 },
      new Date(),
    );
    const second = await signStaffLink(
      env.JWT_SECRET,
      'staff-invite',
      { id: json.account._id, passwordVersion: 0 },
      new Date(),
    );
    expect((await setPassword(first, 'the-chosen-passphrase')).status).toBe(200);
    expect(await setPassword(second, 'a-takeover-passphrase')).toMatchObject({
      status: 410,
      json: { error: M.linkGone },
    });
    expect(await signInStatus(address, 'the-chosen-passphrase')).toBe(200);
  });
});

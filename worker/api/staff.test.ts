import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ADMIN, api, count, login, rows, sessionCookie } from '../test/helpers';
import { createStaff, signedInStaff, signInAs, staffAddress } from '../test/staff';
import { createDb } from '../db/client';
import { applyStaffChange } from '../domain/staff/staff-changes';
import type { StaffRow } from '../domain/staff/staff-accounts';
import { STAFF_MESSAGES as M } from '../../shared/rules/staff';
import { RESTAURANT } from '../../shared/restaurant';

/** The newest set-password link emailed to `address`, and its email. */
async function emailedLink(address: string, kind = 'staff-invite') {
  const [email] = await rows<{ text_body: string; html_body: string; subject: string }>(
    'SELECT text_body, html_body, subject FROM email_outbox WHERE kind = ? AND lower(recipient) = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    kind,
    address.toLowerCase(),
  );
  expect(email, `a ${kind} email to ${address}`).toBeDefined();
  const url = new URL(email.text_body.match(/https?:\/\/\S+\/staff\/set-password\?token=[\w.-]+/)![0]);
  return { url, token: url.searchParams.get('token')!, email };
}

const invite = (token: string, body: Record<string, unknown>) => api('POST', '/api/staff/invite', { token, body });
const patch = (token: string, id: string, body: Record<string, unknown>) =>
  api('PATCH', `/api/staff/${id}`, { token, body });
const accountRow = async (id: string) =>
  (await rows<{ role: string; active: number }>('SELECT role, active FROM staff_users WHERE id = ?', id))[0];

describe('inviting a member of staff', () => {
  it('creates the account without a password, emails a working link, and the person signs in with the password they set', async () => {
    const owner = await login();
    const address = staffAddress('priya');
    const res = await invite(owner, { email: address.toUpperCase(), name: 'Priya Nair', role: 'staff' });
    expect(res).toMatchObject({
      status: 201,
      json: { account: { email: address, name: 'Priya Nair', role: 'staff', state: 'invited' } },
    });
    const id = res.json.account._id;
    // No password yet: nobody can sign in as the invited address.
    expect(
      (await api('POST', '/api/auth/login', { body: { email: address, password: 'anything-at-all' } })).status,
    ).toBe(401);

    const { url, token, email } = await emailedLink(address);
    expect(url.origin).toBe(RESTAURANT.url);
    expect(email.subject).toMatch(/invited/);
    expect(email.text_body).toContain('Hello Priya Nair,');
    expect(email.html_body).toContain('<html lang="en">');
    const set = await api('POST', '/api/auth/set-password', { body: { token, password: 'my-own-passphrase' } });
    expect(set).toMatchObject({ status: 200, json: { message: M.passwordSet, email: address } });
    const session = await api('GET', '/api/auth/session', {
      token: await signInAs({ email: address, password: 'my-own-passphrase' }),
    });
    expect(session).toMatchObject({ status: 200, json: { email: address, name: 'Priya Nair', role: 'staff' } });

    const list = await api('GET', '/api/staff', { token: owner });
    expect(list.json.accounts.find((a: { _id: string }) => a._id === id)).toMatchObject({
      state: 'active',
      role: 'staff',
    });
    expect(JSON.stringify(list.json)).not.toMatch(/password|salt|secret_?digest/i);
    const actions = await rows(
      'SELECT action, actor_id AS actorId, detail FROM audit_log WHERE target_id = ? ORDER BY id',
      id,
    );
    expect(actions).toEqual([
      { action: 'staff.invited', actorId: expect.any(String), detail: '{"role":"staff"}' },
      { action: 'staff.password-set', actorId: id, detail: '{}' },
    ]);
  });

  it('refuses a second account for the same address, in any case, with 409 and no email', async () => {
    const owner = await login();
    const address = staffAddress('dup');
    expect((await invite(owner, { email: address, name: 'Dev', role: 'staff' })).status).toBe(201);
    const again = await invite(owner, { email: address.toUpperCase(), name: 'Dev again', role: 'owner' });
    expect(again).toMatchObject({ status: 409, json: { error: M.alreadyInvited } });
    expect(await count('SELECT count(*) AS n FROM email_outbox WHERE lower(recipient) = ?', address)).toBe(1);
    expect(await invite(owner, { email: ADMIN.email, name: 'Me', role: 'owner' })).toMatchObject({ status: 409 });
  });

  it.each([
    [{ email: 'not-an-email', name: 'A', role: 'staff' }, M.emailInvalid],
    [{ email: 'a@example.com', name: ' ', role: 'staff' }, M.nameRequired],
    [{ email: 'a@example.com', name: 'A', role: 'admin' }, M.roleInvalid],
  ])('answers 400 naming the problem for %j', async (body, message) => {
    expect(await invite(await login(), body)).toMatchObject({ status: 400, json: { error: message } });
  });

  it('re-sends an invite only to an account still without a password', async () => {
    const owner = await login();
    const address = staffAddress('resend');
    const { json } = await invite(owner, { email: address, name: 'Ravi', role: 'staff' });
    expect(await api('POST', `/api/staff/${json.account._id}/invite`, { token: owner })).toMatchObject({ status: 200 });
    expect(
      await count("SELECT count(*) AS n FROM email_outbox WHERE kind = 'staff-invite' AND recipient = ?", address),
    ).toBe(2);
    const member = await createStaff();
    expect(await api('POST', `/api/staff/${member.id}/invite`, { token: owner })).toMatchObject({
      status: 409,
      json: { error: M.alreadyHasPassword },
    });
    expect(await api('POST', '/api/staff/nope/invite', { token: owner })).toMatchObject({
      status: 404,
      json: { error: M.notFound },
    });
  });
});

describe('PATCH /api/staff/:id', () => {
  it("deactivating ends the person's sessions at once: their token gets 401 on the very next request, and sign-in is refused", async () => {
    const owner = await login();
    const { account, token } = await signedInStaff();
    expect((await api('GET', '/api/orders', { token })).status).toBe(200);
    expect(await patch(owner, account.id, { active: false })).toMatchObject({
      status: 200,
      json: { account: { state: 'deactivated' } },
    });
    expect((await api('GET', '/api/orders', { token })).status).toBe(401);
    expect(await count('SELECT count(*) AS n FROM admin_sessions WHERE user_id = ?', account.id)).toBe(0);
    expect(
      (await api('POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(401);
    // Reactivated, they sign in again.
    expect(await patch(owner, account.id, { active: true })).toMatchObject({
      status: 200,
      json: { account: { state: 'active' } },
    });
    expect((await api('GET', '/api/orders', { token: await signInAs(account) })).status).toBe(200);
    expect(await rows('SELECT action FROM audit_log WHERE target_id = ? ORDER BY id', account.id)).toEqual([
      { action: 'staff.deactivated' },
      { action: 'staff.reactivated' },
    ]);
  });

  it("a role change applies to the person's next request and is audited with the new role only", async () => {
    const owner = await login();
    const { account, token } = await signedInStaff();
    expect((await api('GET', '/api/staff', { token })).status).toBe(403);
    expect(await patch(owner, account.id, { role: 'owner' })).toMatchObject({
      status: 200,
      json: { account: { role: 'owner' } },
    });
    expect((await api('GET', '/api/staff', { token })).status).toBe(200);
    expect(await rows('SELECT action, detail FROM audit_log WHERE target_id = ?', account.id)).toEqual([
      { action: 'staff.role-changed', detail: '{"role":"owner"}' },
    ]);
  });

  it('nobody deactivates or demotes themselves', async () => {
    const me = await createStaff({ role: 'owner' });
    const token = await signInAs(me);
    expect(await patch(token, me.id, { active: false })).toMatchObject({ status: 400, json: { error: M.notSelf } });
    expect(await patch(token, me.id, { role: 'staff' })).toMatchObject({ status: 400, json: { error: M.notSelf } });
    expect(await accountRow(me.id)).toEqual({ role: 'owner', active: 1 });
  });

  it('the owner from the secrets cannot be deactivated or demoted (the secrets would bring it back)', async () => {
    const other = await signInAs(await createStaff({ role: 'owner' }));
    const [secretsOwner] = await rows<{ id: string }>('SELECT id FROM staff_users WHERE secret_digest IS NOT NULL');
    expect(await patch(other, secretsOwner.id, { active: false })).toMatchObject({
      status: 409,
      json: { error: M.secretsOwner },
    });
    expect(await patch(other, secretsOwner.id, { role: 'staff' })).toMatchObject({
      status: 409,
      json: { error: M.secretsOwner },
    });
    expect(await accountRow(secretsOwner.id)).toEqual({ role: 'owner', active: 1 });
  });

  it('never leaves no active owner, even when two owners demote each other at once (checked as the UPDATE runs)', async () => {
    const db = createDb(env.DB);
    await login();
    // Only the two owners below are active: every other owner (the secrets' one too) is set aside for the test.
    const others = await rows<{ id: string }>("SELECT id FROM staff_users WHERE role = 'owner' AND active = 1");
    const setActive = (active: number) =>
      env.DB.batch(
        others.map(({ id }) => env.DB.prepare('UPDATE staff_users SET active = ? WHERE id = ?').bind(active, id)),
      );
    await setActive(0);
    try {
      const [a, b] = [await createStaff({ role: 'owner' }), await createStaff({ role: 'owner' })];
      // Both read the other as an owner before either change runs.
      const [rowA, rowB] = (
        await rows('SELECT * FROM staff_users WHERE id IN (?, ?) ORDER BY id = ?', a.id, b.id, b.id)
      ).map(toStaffRow);
      expect(await applyStaffChange(db, rowB, { role: 'staff' }, a.id, Date.now())).toMatchObject({ role: 'staff' });
      expect(await applyStaffChange(db, rowA, { active: false }, b.id, Date.now())).toBeNull();
      expect(await accountRow(a.id)).toEqual({ role: 'owner', active: 1 });
      expect(
        await count("SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND action = 'staff.deactivated'", a.id),
      ).toBe(0);
    } finally {
      await setActive(1);
    }
  });

  it('answers 400 for an empty change and 404 for an unknown account', async () => {
    const owner = await login();
    const member = await createStaff();
    expect(await patch(owner, member.id, {})).toMatchObject({ status: 400, json: { error: M.nothingToChange } });
    expect(await patch(owner, member.id, { active: 'no' })).toMatchObject({
      status: 400,
      json: { error: M.activeInvalid },
    });
    expect(await patch(owner, 'missing', { active: false })).toMatchObject({
      status: 404,
      json: { error: M.notFound },
    });
  });
});

describe('the staffRole hint cookie', () => {
  it('is set beside signedIn at sign-in (not HttpOnly: it only decides which links show) and cleared on logout', async () => {
    const member = await createStaff();
    const res = await api('POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    const cookies = res.headers.getSetCookie();
    const role = cookies.find((c) => c.startsWith('staffRole='));
    expect(role).toMatch(/^staffRole=staff;.*Path=\/.*Secure.*SameSite=Strict/);
    expect(role).not.toMatch(/HttpOnly/);
    const owner = await api('POST', '/api/auth/login', { body: ADMIN });
    expect(owner.headers.getSetCookie().find((c) => c.startsWith('staffRole='))).toMatch(/^staffRole=owner;/);
    const out = await api('POST', '/api/auth/logout', { token: sessionCookie(res.headers) });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('staffRole='))).toMatch(/^staffRole=;.*Max-Age=0/);
  });
});

describe('who may manage staff', () => {
  it('a staff account gets 403 on every /api/staff call, and anonymous callers 401', async () => {
    const { token } = await signedInStaff();
    const member = await createStaff();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff'],
      ['POST', '/api/staff/invite', { email: staffAddress(), name: 'X', role: 'owner' }],
      ['POST', `/api/staff/${member.id}/invite`],
      ['PATCH', `/api/staff/${member.id}`, { role: 'owner' }],
    ];
    for (const [method, path, body] of calls) {
      expect(await api(method, path, { token, body }), `${method} ${path}`).toMatchObject({
        status: 403,
        json: { error: 'Only an owner can do this' },
      });
      expect((await api(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await accountRow(member.id)).toEqual({ role: 'staff', active: 1 });
  });

  it('only owners read invite and reset emails in the Emails page: their links set a password', async () => {
    const owner = await login();
    const address = staffAddress('hidden');
    await invite(owner, { email: address, name: 'Hidden', role: 'owner' });
    const [{ id }] = await rows<{ id: string }>('SELECT id FROM email_outbox WHERE recipient = ?', address);
    const { token } = await signedInStaff();
    expect((await api('GET', `/api/emails?to=${address}`, { token })).json.emails).toEqual([]);
    for (const path of [`/api/emails/${id}`, `/api/emails/${id}/preview`])
      expect((await api('GET', path, { token })).status, path).toBe(404);
    expect((await api('POST', `/api/emails/${id}/resend`, { token })).status).toBe(404);
    expect((await api('GET', `/api/emails?to=${address}`, { token: owner })).json.emails).toHaveLength(1);
  });
});

function toStaffRow(row: Record<string, unknown>): StaffRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash,
    salt: row.salt,
    iterations: row.iterations,
    active: row.active === 1,
    secretDigest: row.secret_digest,
    createdAt: row.created_at,
  } as StaffRow;
}

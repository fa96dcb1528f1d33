import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { api, count, login, rows } from '../test/helpers';
import { freshClientIp } from '../test/client-ip';
import { createStaff, staffAddress } from '../test/staff';
import { signGuestToken } from '../domain/reservations/guest-token';
import { STAFF_MESSAGES as M } from '../../shared/rules/staff';

/** A forgot-password request; `DB` stands in for the binding, and the work after the answer runs while `ctx` lives. */
function forgotRequest(email: string, ctx: ExecutionContext, DB: D1Database = env.DB) {
  return worker.fetch(
    new Request('https://kovalam.test/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': freshClientIp() },
      body: JSON.stringify({ email }),
    }),
    { ...env, DB },
    ctx,
  );
}

async function forgot(email: string) {
  const ctx = createExecutionContext();
  const res = await forgotRequest(email, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The set-password links emailed to `address` of one kind, oldest first. */
async function linkTokens(address: string, kind: 'password-reset' | 'staff-invite') {
  const emails = await rows<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE kind = ? AND lower(recipient) = ? ORDER BY created_at, rowid',
    kind,
    address.toLowerCase(),
  );
  return emails.map((e) =>
    new URL(e.text_body.match(/https?:\/\/\S+\/staff\/set-password\?token=[\w.-]+/)![0]).searchParams.get('token')!,
  );
}

const setPassword = (token: string, password: string) =>
  api('POST', '/api/auth/set-password', { body: { token, password } });
const signInStatus = async (email: string, password: string) =>
  (await api('POST', '/api/auth/login', { body: { email, password } })).status;
const setActive = async (owner: string, id: string, active: boolean) =>
  expect((await api('PATCH', `/api/staff/${id}`, { token: owner, body: { active } })).status).toBe(200);

describe('issue 26: a reset or invite link lives only as long as the password it was sent under', () => {
  it('of two reset links, once the newer set the password the older is 410 and changes nothing', async () => {
    const member = await createStaff();
    await forgot(member.email);
    await forgot(member.email);
    const [older, newer] = await linkTokens(member.email, 'password-reset');
    expect((await setPassword(newer, 'the-owners-new-passphrase')).status).toBe(200);
    expect(await setPassword(older, 'an-attackers-passphrase')).toMatchObject({
      status: 410,
      json: { error: M.linkReplaced },
    });
    expect(await signInStatus(member.email, 'an-attackers-passphrase')).toBe(401);
    expect(await signInStatus(member.email, 'the-owners-new-passphrase')).toBe(200);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND action = 'staff.password-reset'",
        member.id,
      ),
    ).toBe(1);
  });

  it('a reset link sent before a deactivation stays dead after the reactivation', async () => {
    const owner = await login();
    const member = await createStaff();
    await forgot(member.email);
    const [token] = await linkTokens(member.email, 'password-reset');
    await setActive(owner, member.id, false);
    await setActive(owner, member.id, true);
    expect(await setPassword(token, 'a-takeover-passphrase')).toMatchObject({
      status: 410,
      json: { error: M.linkReplaced },
    });
    expect(await signInStatus(member.email, member.password)).toBe(200);
    // A link asked for after the reactivation works.
    await forgot(member.email);
    expect(
      (await setPassword((await linkTokens(member.email, 'password-reset')).at(-1)!, 'a-fresh-passphrase')).status,
    ).toBe(200);
  });

  it('an invite link sent before a deactivation stays dead after the reactivation; a re-sent invite works', async () => {
    const owner = await login();
    const address = staffAddress('invited');
    const { json } = await api('POST', '/api/staff/invite', {
      token: owner,
      body: { email: address, name: 'Anu', role: 'staff' },
    });
    const [invite] = await linkTokens(address, 'staff-invite');
    await setActive(owner, json.account._id, false);
    await setActive(owner, json.account._id, true);
    expect(await setPassword(invite, 'a-takeover-passphrase')).toMatchObject({
      status: 410,
      json: { error: M.linkReplaced },
    });
    expect(await signInStatus(address, 'a-takeover-passphrase')).toBe(401);
    expect((await api('POST', `/api/staff/${json.account._id}/invite`, { token: owner })).status).toBe(200);
    expect((await setPassword((await linkTokens(address, 'staff-invite')).at(-1)!, 'anus-own-passphrase')).status).toBe(
      200,
    );
  });

  it('a link without the password version (as sent before this change) is 401', async () => {
    const member = await createStaff();
    const token = await signGuestToken(
      env.JWT_SECRET,
      'password-reset',
      member.id,
      new Date(Date.now() + 3_600_000),
      new Date(),
    );
    expect(await setPassword(token, 'an-old-link-passphrase')).toMatchObject({
      status: 401,
      json: { error: M.linkInvalid },
    });
  });
});

/** The D1 binding, with every INSERT into the outbox held until `open` resolves; `held` resolves when one waits there. */
function outboxHeldUntil(open: Promise<void>) {
  let reached!: () => void;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== 'function') return value;
        if (/^insert into "email_outbox"/i.test(sql) && ['run', 'all', 'raw', 'first'].includes(String(prop))) {
          return async (...args: unknown[]) => {
            reached();
            await open;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  const session = (s: D1DatabaseSession) => ({
    prepare: (sql: string) => wrap(s.prepare(sql), sql),
    batch: s.batch.bind(s),
    getBookmark: s.getBookmark.bind(s),
  });
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'withSession') return (start?: string) => session(target.withSession(start));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { DB, held };
}

describe('issue 26: forgot-password tells nothing by its answer or its timing', () => {
  it('answers an account and an unknown address with the same status, body and headers', async () => {
    const member = await createStaff();
    const [known, unknown] = [await forgot(member.email), await forgot('nobody-here@example.com')];
    const headers = (res: Response) => [...res.headers].filter(([name]) => name !== 'x-request-id');
    expect(headers(unknown)).toEqual(headers(known));
    expect({ status: unknown.status, body: await unknown.text() }).toEqual({
      status: known.status,
      body: await known.text(),
    });
    expect(
      await count(
        "SELECT count(*) AS n FROM email_outbox WHERE kind = 'password-reset' AND recipient = ?",
        member.email,
      ),
    ).toBe(1);
  });

  it("answers before it writes the account's email: the outbox INSERT runs after the answer", async () => {
    const member = await createStaff();
    let open!: () => void;
    const { DB, held } = outboxHeldUntil(
      new Promise<void>((resolve) => {
        open = resolve;
      }),
    );
    const ctx = createExecutionContext();
    const answer = Promise.resolve(forgotRequest(member.email, ctx, DB));
    try {
      const first = await Promise.race([answer.then(() => 'the answer'), held.then(() => 'the outbox INSERT')]);
      expect(first).toBe('the answer');
      expect((await answer).status).toBe(202);
      expect(
        await count(
          "SELECT count(*) AS n FROM email_outbox WHERE kind = 'password-reset' AND recipient = ?",
          member.email,
        ),
      ).toBe(0);
    } finally {
      open();
    }
    await held;
    await waitOnExecutionContext(ctx);
    expect(
      await count(
        "SELECT count(*) AS n FROM email_outbox WHERE kind = 'password-reset' AND recipient = ?",
        member.email,
      ),
    ).toBe(1);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { ADMIN, api, count, type ApiResponse } from '../test/helpers';

const signIn = (ip: string, body: { email: string; password: string }) =>
  api('POST', '/api/auth/login', { body, headers: { 'cf-connecting-ip': ip } });
const wrong = (n: number) => ({ ...ADMIN, password: `wrong-password-${n}` });
const statuses = (answers: ApiResponse[]) => answers.map((a) => a.status);
const tally = (answers: ApiResponse[], status: number) => answers.filter((a) => a.status === status).length;

/**
 * Every 429 says why and when to come back: Retry-After within the 15-minute window. Past the
 * 10th request in a minute the client's rate limit answers first (worker/middleware/rate-limit.ts).
 */
function expectRefused(res: ApiResponse) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.json.error).toMatch(
    /^(Too many failed sign-ins\. Try again in \d+ minutes?\.|Too many sign-in attempts from your connection\. Please wait a minute and try again\.)$/,
  );
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM login_failures').run();
});

describe('sign-in throttle under parallel requests', () => {
  it('answers a burst of 100 parallel wrong passwords from one IP with at most 5 × 401, every other one 429', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn('203.0.113.50', wrong(i))));
    expect(tally(answers, 401), statuses(answers).join(',')).toBeLessThanOrEqual(5);
    expect(tally(answers, 401) + tally(answers, 429)).toBe(100);
    for (const res of answers.filter((a) => a.status === 429)) expectRefused(res);
    // Even the right password is refused now, and nothing beyond the 5 counted failures was stored.
    expectRefused(await signIn('203.0.113.50', ADMIN));
    expect(await count("SELECT count(*) AS n FROM login_failures WHERE ip = '203.0.113.50'")).toBe(5);
  });

  it('keeps parallel bursts from 3 IPs apart: each IP gets exactly 5 × 401', async () => {
    const ips = ['203.0.113.61', '203.0.113.62', '203.0.113.63'];
    const answers = await Promise.all(ips.flatMap((ip) => Array.from({ length: 10 }, (_, i) => signIn(ip, wrong(i)))));
    expect(tally(answers, 401)).toBe(15);
    expect(tally(answers, 429)).toBe(15);
  });
});

describe('per-account budget', () => {
  it('refuses the 21st failure for the account in 15 minutes, whichever IP it comes from', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(`198.18.0.${i + 1}`, wrong(i))).status).toBe(401);
    expectRefused(await signIn('198.18.1.1', wrong(21)));
    // The trade-off of decision 011: the admin is locked out too until the window passes.
    expectRefused(await signIn('198.18.1.2', ADMIN));
    // The email is counted in lower case, so changing its case does not buy more guesses.
    expectRefused(await signIn('198.18.1.3', { ...wrong(22), email: 'ADMIN@example.com' }));
    // Another account (a typo, another person) has its own budget.
    expect((await signIn('198.18.1.4', { email: 'chef@example.com', password: 'wrong-password' })).status).toBe(401);
  });

  it('holds under a parallel burst from 100 different IPs: at most 20 × 401', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(`198.19.${i}.1`, wrong(i))));
    expect(tally(answers, 401)).toBeLessThanOrEqual(20);
    expect(tally(answers, 401) + tally(answers, 429)).toBe(100);
  });
});

describe('IPv6 clients', () => {
  it('share one budget within a /64, in any notation, and not across /64s', async () => {
    const sameNetwork = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff::2',
      '2001:0db8:00aa:0001:1:2:3:4',
      '2001:DB8:AA:1::5',
      '2001:db8:aa:1:abcd::9',
    ];
    for (const [i, ip] of sameNetwork.entries()) expect((await signIn(ip, wrong(i))).status, ip).toBe(401);
    expectRefused(await signIn('2001:db8:aa:1:dead:beef:0:1', wrong(9)));
    // The neighbouring /64 is someone else.
    expect((await signIn('2001:db8:aa:2::1', ADMIN)).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('192.0.2.77', wrong(i))).status).toBe(401);
    expectRefused(await signIn('::ffff:192.0.2.77', ADMIN));
  });
});

import { expect, test } from '@playwright/test';
import { ADMIN } from './support/admin-api';

/**
 * The per-client throttle against the running Worker over HTTP (issue 11): 100 wrong passwords sent
 * at once from one client. Local workerd passes the CF-Connecting-IP header through as Cloudflare's
 * edge would set it, so each run attacks from its own address and the other journeys' sign-ins
 * (from 127.0.0.1) keep their budget. The guesses go to an account of their own: on a reused local
 * server, runs against the admin's account would spend its budget of 20 failures per 15 minutes
 * (tested in worker/api/auth-throttle.test.ts) and lock every journey out.
 */
test('100 parallel wrong passwords from one client: at most 5 × 401, every other answer 429 with Retry-After', async ({
  request,
}) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const attacker = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      request.post('/api/auth/login', {
        data: { email: `burst-${run}@example.com`, password: `wrong-guess-${i}` },
        headers: { 'CF-Connecting-IP': attacker },
      }),
    ),
  );
  const statuses = answers.map((res) => res.status());
  const judged = statuses.filter((s) => s === 401).length;
  expect(judged, statuses.join(',')).toBeLessThanOrEqual(5);
  expect(judged + statuses.filter((s) => s === 429).length, statuses.join(',')).toBe(100);
  for (const res of answers.filter((r) => r.status() === 429)) {
    const retryAfter = Number(res.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Too many /);
  }
  // Even the right password is refused to that client now; another client still signs in.
  expect(
    (await request.post('/api/auth/login', { data: ADMIN, headers: { 'CF-Connecting-IP': attacker } })).status(),
  ).toBe(429);
  expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
});

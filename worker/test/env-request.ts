import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../index';

let ipCounter = 0;
/** A new client address per call, so the sign-in throttle of one test never meets another's. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export type EnvOverrides = Partial<typeof env>;

/**
 * One request to the Worker running with some vars or secrets changed, as after
 * `wrangler secret put` or on a deploy with other vars.
 */
export async function requestWithEnv(
  overrides: EnvOverrides,
  method: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'cf-connecting-ip': freshIp() };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://kovalam.test${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

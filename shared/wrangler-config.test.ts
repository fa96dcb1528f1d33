import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_PERIOD_SECONDS } from './constants';
import { PRIVATE_PAGES } from './private-pages';

/** wrangler.jsonc, comments and trailing commas allowed (TypeScript's own JSONC reader). */
function wranglerConfig() {
  const text = readFileSync(new URL('../wrangler.jsonc', import.meta.url), 'utf8');
  const { config, error } = ts.parseConfigFileTextToJson('wrangler.jsonc', text);
  if (error) throw new Error(String(error.messageText));
  return config;
}

describe('wrangler.jsonc', () => {
  it('gives every rate limiter the period the 429s announce in Retry-After', () => {
    const limiters: { name: string; simple: { limit: number; period: number } }[] = wranglerConfig().ratelimits;
    expect(limiters.map((l) => l.name).sort()).toEqual([
      'BOOKING_LIMITER',
      'DATA_REQUEST_LIMITER',
      'LOGIN_LIMITER',
      'MANAGE_LIMITER',
    ]);
    for (const limiter of limiters) expect(limiter.simple.period, limiter.name).toBe(RATE_LIMIT_PERIOD_SECONDS);
  });

  it("lets the Worker answer every page of a guest's emailed link first, or the home page would be served for it", () => {
    const first: string[] = wranglerConfig().assets.run_worker_first;
    for (const { pattern } of PRIVATE_PAGES) expect(first).toContain(pattern);
  });
});

let counter = 0;

/**
 * A new client address per call (from 10.200.0.0/16, which no test names itself). Requests that
 * do not say which client they come from get one each, so the per-client rate limits and sign-in
 * throttle of one test never spend another's budget; tests of those limits name their client.
 */
export function freshClientIp(): string {
  counter += 1;
  return `10.200.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

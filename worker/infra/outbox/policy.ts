/** After this many failed attempts a row is marked failed and only staff can resend it. */
export const EMAIL_MAX_ATTEMPTS = 5;

/**
 * While one pass sends a row, no other may claim it. If that isolate dies mid-send, the row is
 * due again once the lease runs out, so nothing is lost.
 */
export const EMAIL_CLAIM_LEASE_MS = 2 * 60_000;

/** The wait after the n-th failure: 1, 2, 4, 8 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return 60_000 * 2 ** Math.max(0, failedAttempts - 1);
}

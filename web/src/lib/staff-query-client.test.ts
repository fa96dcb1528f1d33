import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api-failure';
import { createStaffQueryClient, shouldRetry } from './staff-query-client';

describe('the back office retries a load', () => {
  it('never after the server refused it (4xx): its answer will not change', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, new ApiFailure(status, 'no'))).toBe(false);
  });

  it('twice after a server error or no answer at all, then shows the failure', () => {
    for (const error of [new ApiFailure(503, undefined), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });

  it('refetches on focus, treats every answer as stale and never retries a change', () => {
    const defaults = createStaffQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: true, staleTime: 0, retry: shouldRetry });
    expect(defaults.mutations?.retry).toBe(false);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { failureStatus } from './api-failure';

/** Network failures and 5xx are retried this often; a 4xx is the server's answer and is never retried. */
const RETRIES = 2;

export function shouldRetry(failures: number, error: unknown): boolean {
  const status = failureStatus(error);
  if (status !== undefined && status < 500) return false;
  return failures < RETRIES;
}

/**
 * The back office's one query cache (docs/decisions/039). A tablet at the host stand is left open
 * for hours: data refetches when the tab comes back into focus, and every query is stale at once,
 * so a page opened again shows what it had and fetches the newest (with the D1 bookmark the API
 * client sends, staff read their own last change). Short retry delays keep the §8 texts prompt.
 */
export function createStaffQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        refetchOnWindowFocus: true,
        retry: shouldRetry,
        retryDelay: (attempt) => 400 * 2 ** attempt,
      },
      mutations: { retry: false },
    },
  });
}

import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoadStatus } from './use-guest-data';

export type StaffQuery<T> = { status: LoadStatus; data: T | undefined; error: unknown; reload: () => void };

/**
 * A back-office load through the shared cache. While a newer answer is on its way (a new key, a
 * reload, a refetch after a change) the last data stays visible with status 'loading', so tables
 * do not flash empty; after a failure the last data stays too, with status 'error'.
 */
export function useStaffQuery<T>(queryKey: QueryKey, load: () => Promise<T>, enabled = true): StaffQuery<T> {
  const query = useQuery({ queryKey, queryFn: load, placeholderData: keepPreviousData, enabled });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const status: LoadStatus = query.isFetching
    ? 'loading'
    : query.isError
      ? 'error'
      : query.data !== undefined
        ? 'success'
        : 'loading';
  return { status, data: query.data, error: query.error, reload };
}

/**
 * What a change calls once the server said yes: every query under the given keys refetches (the
 * ones on screen at once, the others when next shown).
 */
export function useInvalidate() {
  const client = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) =>
      Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined),
    [client],
  );
}

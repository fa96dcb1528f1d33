import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * The one status vocabulary of every load, guest and staff alike (docs/decisions/039); TanStack
 * Query's own words but 'loading' for its 'pending'.
 */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type LoadStatus = AsyncState<unknown>['status'];

type Answer<T> = { request: string; state: AsyncState<T> };

/**
 * A guest island's data, without the back office's query cache (its bytes would weigh on a guest's
 * first load): fetched on mount, again when `key` changes or on reload; an answer that comes after
 * unmount or after a newer request started is dropped. With `arrived` (data the page was served
 * with) it starts from that and fetches only on reload.
 */
export function useGuestData<T>(load: () => Promise<T>, arrived?: T, key = '') {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}\n${key}`;
  const [arrivedFor] = useState(arrived === undefined ? null : request);
  const [answer, setAnswer] = useState<Answer<T> | null>(() =>
    arrived === undefined ? null : { request, state: { status: 'success', data: arrived } },
  );

  useEffect(() => {
    if (request === arrivedFor) return;
    let live = true;
    // The answer renders in a transition: a long list (the menu's ~30 cards) is drawn in short
    // slices between which the browser stays responsive, not in one long task.
    load().then(
      (data) => live && startTransition(() => setAnswer({ request, state: { status: 'success', data } })),
      (error: unknown) => live && startTransition(() => setAnswer({ request, state: { status: 'error', error } })),
    );
    return () => {
      live = false;
    };
    // `load` closes over what `key` names; re-running is driven by the key and reloads only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Loading is derived, not stored: a reload or a new key renders once, not twice.
  const state: AsyncState<T> = answer?.request === request ? answer.state : { status: 'loading' };
  return { ...state, reload };
}

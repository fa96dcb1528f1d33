import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; data?: T };

/**
 * Loads on mount and whenever `key` changes; `reload` fetches again. While reloading, the last
 * data stays visible (status 'loading' with data) so tables do not flash empty. Answers that
 * arrive after a newer request started are dropped.
 */
export function useResource<T>(load: () => Promise<T>, key = '') {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((prev) => ({ status: 'loading', data: prev.data }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(error);
        if (live) setState((prev) => ({ status: 'failed', error, data: prev.data }));
      },
    );
    return () => {
      live = false;
    };
    // `load` closes over the values that `key` names; re-running is driven by key and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

import { useCallback, useEffect, useState } from 'react';

type Resource<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; data?: T };

type Answer<T> = { request: string } & ({ status: 'ready'; data: T } | { status: 'failed'; error: unknown; data?: T });

/**
 * Loads on mount and whenever `key` changes; `reload` fetches again. While reloading, the last
 * data stays visible (status 'loading' with data) so tables do not flash empty. Answers that
 * arrive after a newer request started are dropped.
 */
export function useResource<T>(load: () => Promise<T>, key = '') {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const request = `${attempt}\n${key}`;

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setAnswer({ request, status: 'ready', data }),
      (error: unknown) => {
        console.error(error);
        if (live) setAnswer((prev) => ({ request, status: 'failed', error, data: prev?.data }));
      },
    );
    return () => {
      live = false;
    };
    // `load` closes over the values that `key` names; re-running is driven by key and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Loading is derived, not stored: an answer for an older request still shows its data.
  const state: Resource<T> =
    answer?.request === request ? answer : { status: 'loading', data: answer?.data };
  return { ...state, reload };
}

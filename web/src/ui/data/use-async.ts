import { startTransition, useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs a fetch on mount (and on reload), ignoring answers that arrive after unmount. With `arrived`
 * (data the page was served with), it starts from that and fetches only on reload.
 */
export function useAsync<T>(load: () => Promise<T>, arrived?: T): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>(arrived === undefined ? { status: 'loading' } : { status: 'success', data: arrived });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && arrived !== undefined) return;
    let live = true;
    // The answer renders in a transition: a long list (the menu's ~30 cards) is drawn in short
    // slices between which the browser stays responsive, not in one long task.
    load().then(
      (data) => live && startTransition(() => setState({ status: 'success', data })),
      (error: unknown) => live && startTransition(() => setState({ status: 'error', error })),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level API function; re-running is driven by `attempt` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // The loading state is set here, not in the effect, so a reload renders once, not twice.
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is prerendered at build time and while the browser hydrates it, true after.
 * Anything that depends on the visitor's clock or cookies renders behind it, so the first client
 * render matches the prerendered HTML (no hydration mismatch) and then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

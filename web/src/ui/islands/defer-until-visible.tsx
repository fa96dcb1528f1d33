import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

/** How far below the viewport a deferred part starts loading: about one phone screen. */
const LOAD_MARGIN = '800px 0px';

/** Parts of the layout still waiting for their code (see `inLayout`). */
const waiting = new Set<() => void>();

/**
 * Loads the layout's parts still waiting. The router calls it when a navigation starts: such a
 * part (the footer) reads the router's location, and React cannot update a part whose code has
 * not arrived, so the navigation would wait for it. Its code now loads beside the next page's.
 */
export function loadDeferredLayoutParts() {
  for (const stop of [...waiting]) stop();
}

/**
 * A part of a prerendered page whose code loads only once the guest nears it (docs/decisions/008).
 * Its prerendered markup is on screen from the first paint: React keeps it as it is (dehydrated)
 * while the part's code waits, then hydrates it. On a client-side visit there is no prerendered
 * markup, so the code loads at once.
 *
 * The part renders an element with `data-defer={marker}`; loading starts when that element comes
 * within LOAD_MARGIN of the viewport. The returned component takes no props, so a re-render of the
 * page around it never reaches the waiting part (React would drop its markup to render it afresh).
 * A part of the layout (`inLayout`), which stays while pages change, also loads on navigation.
 */
export function deferUntilVisible(marker: string, load: () => Promise<ComponentType>, { inLayout = false } = {}) {
  let stopWaiting: (() => void) | undefined;

  const Part = lazy(async () => {
    const prerendered = typeof document === 'undefined' ? null : document.querySelector(`[data-defer="${marker}"]`);
    if (prerendered) {
      await new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => entries.some((e) => e.isIntersecting) && stopWaiting?.(),
          {
            rootMargin: LOAD_MARGIN,
          },
        );
        stopWaiting = () => {
          observer.disconnect();
          waiting.delete(stopWaiting!);
          resolve();
        };
        if (inLayout) waiting.add(stopWaiting);
        observer.observe(prerendered);
      });
    }
    return { default: await load() };
  });

  function Deferred() {
    // The guest left the page before the part loaded: the next visit renders it afresh, so the
    // code must not go on waiting for markup that is no longer there.
    useEffect(() => () => stopWaiting?.(), []);
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  }
  return memo(Deferred);
}

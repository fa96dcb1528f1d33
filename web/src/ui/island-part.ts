/**
 * Marks the one part of a guest's page that hydrates, when the rest of it needs no React (the home
 * page below its banners, decision 030). The page is live without it: React DOM and the part's code
 * download only once the guest heads for it.
 */
export const ISLAND_PART_ATTRIBUTE = 'data-island-part';

/** Marks where, once it comes into view, the part's React is needed (the home page's featured dishes). */
export const ISLAND_WAKE_ATTRIBUTE = 'data-island-wake';

/** Marks the page live: journeys wait for it before they tap (e2e/support/live.ts). */
export function markPageLive() {
  document.getElementById('main')?.setAttribute('data-live', '');
}

/**
 * Resolves on the guest's first scroll, tap or key press, or once the part's element marked
 * `data-island-wake` comes into view: whichever is first. A guest who only looks at the banners
 * never downloads React; one who scrolls has it by the time the featured dishes are there.
 */
export function untilTheGuestHeadsFor(part: Element) {
  const target = part.querySelector(`[${ISLAND_WAKE_ATTRIBUTE}]`) ?? part;
  const events = ['scroll', 'pointerdown', 'keydown'] as const;
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
    function done() {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(target);
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

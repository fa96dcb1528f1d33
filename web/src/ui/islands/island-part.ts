import { changedControls } from '../controls/form-control-state';

/**
 * Marks the one part of a guest's page that hydrates, when the rest of it needs no React (the home
 * page below its banners, decision 030). The page is live without it: React DOM and the part's code
 * download only once the guest heads for it.
 */
export const ISLAND_PART_ATTRIBUTE = 'data-island-part';

/** Marks where, once it comes into view, the part's React is needed (the home page's featured dishes). */
export const ISLAND_WAKE_ATTRIBUTE = 'data-island-wake';

/**
 * Marks a part that restores a draft kept in sessionStorage under this key (the booking form, whose
 * draft survives the language switch): while one is kept, the part hydrates at once to show it.
 */
export const ISLAND_DRAFT_ATTRIBUTE = 'data-island-draft';

/**
 * Set on the part once React has hydrated it and been told what the guest did before (app/hydrate-
 * island.tsx): from then on the inline loader (shared/entry-loader.ts) leaves its forms to React.
 * Journeys wait for it before they check what only React does (e2e/support/live.ts).
 */
export const ISLAND_AWAKE_ATTRIBUTE = 'data-island-awake';

/**
 * What the inline loader marks in a part that is not yet awake (shared/entry-loader.ts, which
 * writes these names as text): a form control the guest left, and a form the guest submitted,
 * whose submission it held (ui/islands/early-input.ts tells React of both).
 */
export const EARLY_LEFT_ATTRIBUTE = 'data-early-left';
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** Marks the page live: journeys wait for it before they tap (e2e/support/live.ts). */
export function markPageLive() {
  document.getElementById('main')?.setAttribute('data-live', '');
}

/**
 * Resolves on the guest's first scroll, tap, key press, focus or input (autofill and a test's fill()
 * fire no key press), or once the part's element marked `data-island-wake`, if it has one, comes into
 * view: whichever is first. A guest who only looks at the banners never downloads React; one who
 * scrolls has it by the time the featured dishes are there. A form (decision 033) marks none: it is
 * in view at load, and the guest's first touch of it is what wakes it. What the guest did before
 * this script came counts too: a field of the part in focus, changed or left, a held submission, or
 * a draft to restore.
 */
export function untilTheGuestHeadsFor(part: Element) {
  if (headedForAlready(part)) return Promise.resolve();
  const target = part.querySelector(`[${ISLAND_WAKE_ATTRIBUTE}]`);
  const events = ['scroll', 'pointerdown', 'keydown', 'focusin', 'input'] as const;
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
    function done() {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    }
    if (target) observer.observe(target);
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

function headedForAlready(part: Element) {
  if (part.contains(document.activeElement)) return true;
  if (part.querySelector(`[${EARLY_LEFT_ATTRIBUTE}], [${EARLY_SUBMIT_ATTRIBUTE}]`)) return true;
  const draft = part.getAttribute(ISLAND_DRAFT_ATTRIBUTE);
  try {
    if (draft && sessionStorage.getItem(draft)) return true;
  } catch {
    // Storage blocked: no draft was kept.
  }
  // A field typed into or changed (ui/controls/form-control-state.ts, the test early input replays by).
  return changedControls(part).length > 0;
}

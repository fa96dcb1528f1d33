import type { Page } from '@playwright/test';

/**
 * Waits until a guest page's content has hydrated (app/hydrate-island.tsx marks <main data-live>).
 * The page is drawn before any script runs, so a tab or a button is on screen before it answers a
 * tap; a journey that taps at once would otherwise lose the tap.
 */
export async function waitUntilLive(page: Page) {
  await page.locator('main[data-live]').waitFor({ state: 'attached' });
}

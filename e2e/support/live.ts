import { expect, type Page } from '@playwright/test';

/**
 * Waits until a guest page's content has hydrated (app/hydrate-island.tsx marks <main data-live>).
 * The page is drawn before any script runs, so a tab or a button is on screen before it answers a
 * tap; a journey that taps at once would otherwise lose the tap.
 */
export async function waitUntilLive(page: Page) {
  await page.locator('main[data-live]').waitFor({ state: 'attached' });
}

/**
 * Waits until a guest form's React has come (decision 033). The booking and data-request forms take
 * input from the first paint and keep it, but React comes only on the guest's first touch: until
 * then what the guest does is kept and told to React once it is there. Touches the form's first
 * field, then waits for the part to be awake (app/hydrate-island.tsx marks it) and its button to answer.
 */
export async function waitUntilFormLive(page: Page) {
  await waitUntilLive(page);
  await page.locator('form input').first().focus();
  await page.locator('[data-island-awake] form').waitFor({ state: 'attached' });
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
}

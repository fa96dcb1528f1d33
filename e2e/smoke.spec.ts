import { expect, test } from '@playwright/test';

test('the home page loads from the real Worker', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
});

test('an /api link opened in the browser answers JSON, not the app', async ({ page }) => {
  const response = await page.goto('/api/menu/available');
  expect(response?.headers()['content-type']).toContain('application/json');
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asNewClient } from './support/client-ip';
import { waitUntilLive } from './support/live';
import { PUBLIC_GUEST_PATHS } from '../shared/pages/guest-pages';

// Every guest page the manifest declares (shared/pages/guest-pages.ts), and the 404 page.
const PAGES = [...PUBLIC_GUEST_PATHS, '/no-such-page'];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const size of SIZES) {
  test.describe(`axe at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const path of PAGES) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        // Read to the end, as a guest would: parts below the fold load as they near the viewport.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        // Let staggered fade-ins finish so contrast is measured on final colours.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}

test.describe("axe during the menu cards' entrance", () => {
  // The cards fade in one after another. Text under an opacity below 1 is measured (and seen) at a
  // lower contrast, so the entrance is frozen and stepped through, and axe runs at every step.
  for (const size of SIZES) {
    test(`no contrast failure at any step, ${size.width}×${size.height}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await page.goto('/menu');
      // Live first: the cards past the drawn ones join at hydration (decision 029), and each step
      // below must hold every card's animation.
      await waitUntilLive(page);
      await expect(page.locator('main li.rise-in').first()).toBeAttached();
      await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
      for (const t of [0, 300, 400, 500, 600, 800, 1100, 1600]) {
        await page.evaluate((ms) => document.getAnimations().forEach((a) => (a.currentTime = ms)), t);
        const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const found = violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
        );
        expect(found, `color-contrast at ${t} ms into the entrance`).toEqual([]);
      }
    });
  }
});

test.describe('axe on states', () => {
  test('the open mobile menu, a booking form with errors and a data request sent', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reserve');
    // The guest's first tap (the menu) brings the form's React, and with it the button (decision 033).
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Request Reservation' }).click();
    await page.waitForTimeout(300);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // The confirm page and its deletion dialog: public-data-request.spec.ts.
    await page.setExtraHTTPHeaders(asNewClient());
    await page.goto('/data-request');
    await page.getByLabel('Email address').fill(`someone.${Date.now().toString(36)}@example.org`);
    await page.getByLabel('Delete my data').check();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    await page.waitForTimeout(300);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from './support/live';
import { germanPath, PUBLIC_GUEST_PATHS } from '../shared/pages/guest-pages';

// Decision 036: a guest's first page paints its headings in the fallback serif and asks for
// Fraunces only after its largest paint; a page opened from another of ours has it from the start.
test.use({ viewport: { width: 390, height: 844 } });

const headingFont = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => getComputedStyle(h1).fontFamily.split(',')[0].replace(/['"]/g, ''));

/** When the font's request started and when the page first painted content, in ms since navigation. */
const fontAndPaint = (page: Page) =>
  page.evaluate(() => ({
    font: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));

// Every guest page the manifest declares (shared/pages/guest-pages.ts), in both languages.
for (const path of [...PUBLIC_GUEST_PATHS, ...PUBLIC_GUEST_PATHS.map(germanPath)]) {
  test(`${path}: on a first visit, Fraunces is asked for after the first paint, then set in the headings`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitUntilLive(page);
    await expect.poll(() => headingFont(page)).toBe('Fraunces');
    expect(await page.evaluate(() => document.fonts.check('600 1em Fraunces'))).toBe(true);
    const { font, paint } = await fontAndPaint(page);
    expect(paint).toBeGreaterThan(0);
    expect(font, 'the heading font was fetched').toBeDefined();
    expect(font!).toBeGreaterThan(paint!);
  });
}

test('the next page, opened from the first, sets its headings in Fraunces from the start', async ({ page }) => {
  await page.goto('/');
  await waitUntilLive(page);
  await expect.poll(() => headingFont(page)).toBe('Fraunces');
  // Read before any script of the new page runs but the inline loader, which sits at the end of <body>.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { classAtParse: string }).classAtParse = document.documentElement.className;
    });
  });
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await page.evaluate(() => (window as unknown as { classAtParse: string }).classAtParse)).toContain(
    'heading-font',
  );
  expect(await headingFont(page)).toBe('Fraunces');
});

test('the back office shell names Fraunces from the start', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/heading-font/);
  await expect.poll(() => headingFont(page)).toBe('Fraunces');
});

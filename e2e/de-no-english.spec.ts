import { expect, test } from '@playwright/test';
import { en } from '../shared/i18n/en';
import { de } from '../shared/i18n/de';
import { germanPath, PUBLIC_GUEST_PATHS } from '../shared/pages/guest-pages';

/**
 * A German reader finds no English on the German side (issue 13): every English text of the
 * catalogue that differs from its German twin must be absent from each German page, as drawn in the
 * browser (below-the-fold parts loaded), and the page must say it is German.
 */
// Every guest page the manifest declares (shared/pages/guest-pages.ts), and the 404 page.
const GERMAN_PAGES = [...PUBLIC_GUEST_PATHS.map(germanPath), '/de/no-such-page'];

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}
const germanTexts = new Set(texts(de));
// Whole English sentences and labels only: a single word such as "Admin" or a name reads the same in both.
const englishOnly = [...new Set(texts(en))].filter((text) => !germanTexts.has(text) && /\s/.test(text.trim()));

for (const path of GERMAN_PAGES) {
  test(`${path} shows no English text`, async ({ page }) => {
    await page.goto(path);
    // First the German page itself: an unknown address arrives as the SPA fallback, the English home
    // page's drawing, until the app draws the German 404 over it (CI once read it in between).
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const shown = await page.locator('body').innerText();
    const labels = await page
      .locator('[aria-label], [alt], [title]')
      .evaluateAll((nodes) =>
        nodes.map((n) =>
          [n.getAttribute('aria-label'), n.getAttribute('alt'), n.getAttribute('title')].filter(Boolean).join(' '),
        ),
      );
    const everything = `${shown}\n${labels.join('\n')}\n${await page.title()}`;
    expect(englishOnly.filter((text) => everything.includes(text))).toEqual([]);
  });
}

import { en } from '../shared/i18n/en';
import { expect, test, type Page } from '@playwright/test';
import { MENU_TABS } from '../shared/menu-tabs';
import { farDate } from './support/admin-api';
import { book, runId, signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { requestDataLink } from './support/data-request';
import { measureWholePage } from './support/layout';
import { waitUntilLive } from './support/live';
import { DEFAULT_SLOT_TIMES } from '../shared/constants';
import { germanPath } from '../shared/pages/guest-pages';
import { OPENABLE_GUEST_ADDRESSES } from './support/guest-addresses';
import { ADMIN_PAGE_PATHS } from '../shared/pages/back-office-pages';

// Issue 11: on phones the menu's cards came out 480 px wide and their prices were cut off.
const WIDTHS = [320, 360, 390];
// Every page the manifests declare (shared/pages/); an emailed link's page at an address with a bad token.
const DECLARED = OPENABLE_GUEST_ADDRESSES;
// The English menu has journeys of its own below.
const ENGLISH_PAGES = [...DECLARED.filter((path) => path !== '/menu'), '/login', '/no-such-page'];
// German words run longer ("Datenschutzerklärung"): every German page must fit a phone too (issue 13).
const GERMAN_PAGES = [...DECLARED, '/no-such-page'].map(germanPath);
const GUEST_PAGES = [...ENGLISH_PAGES, ...GERMAN_PAGES];
const ADMIN_PAGES = ADMIN_PAGE_PATHS;

async function expectFits(page: Page, label: string) {
  const report = await measureWholePage(page);
  expect(report.checked, `${label}: elements with text measured`).toBeGreaterThan(5);
  expect(report.offenders, `${label}: text outside the ${report.viewport} px viewport`).toEqual([]);
  expect(report.scrollWidth, `${label}: page wider than the viewport`).toBeLessThanOrEqual(report.viewport);
}

/** Every dish card of the open tab, and the price on it, lies wholly on screen. */
async function expectCardsFit(page: Page, label: string) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article').first()).toBeVisible();
  const cards = await panel.getByRole('article').evaluateAll((articles) =>
    articles.map((card) => {
      const price = [...card.querySelectorAll('p')].find((p) => /^€\d/.test(p.textContent!.trim()));
      const box = (el: Element | undefined) => {
        const r = el?.getBoundingClientRect();
        return r ? { left: Math.round(r.left), right: Math.round(r.right) } : null;
      };
      return { name: card.querySelector('h3')?.textContent, card: box(card), price: box(price) };
    }),
  );
  expect(cards.length, `${label}: cards`).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  const outside = cards.filter((c) => !c.price || [c.card!, c.price].some((b) => b.left < 0 || b.right > width));
  expect(outside, `${label}: cards or prices outside 0–${width} px`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('every menu tab fits: each card and its price on screen, no sideways scroll', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/menu');
      await waitUntilLive(page);
      for (const { id } of MENU_TABS) {
        const label = en.menu.tabs[id];
        await page.getByRole('tab', { name: label }).click();
        await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
        await expectCardsFit(page, `/menu ${label}`);
        await expectFits(page, `/menu ${label}`);
      }
    });

    test('the menu keeps its height while scrolling, so a jump to the end lands there', async ({ page }) => {
      await page.goto('/menu');
      // The page is drawn with its first cards; the rest join once it is live (decision 029).
      await waitUntilLive(page);
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      // Every card, placeholder sized or not, as the guest first scrolls past it.
      const { before, after, gap } = await page.evaluate(async () => {
        const root = document.scrollingElement!;
        const before = root.scrollHeight;
        window.scrollTo({ top: before, behavior: 'smooth' });
        await new Promise((r) => setTimeout(r, 2500));
        return {
          before,
          after: root.scrollHeight,
          gap: Math.round(root.scrollHeight - window.scrollY - window.innerHeight),
        };
      });
      expect(after, 'page height after scrolling through the menu').toBe(before);
      expect(gap, 'px left below the screen after a jump to the end').toBeLessThanOrEqual(1);
    });

    test('every other guest page fits the screen', async ({ page, request }) => {
      test.setTimeout(240_000);
      for (const path of GUEST_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFits(page, path);
      }
      // The data-request links' page, with a booking on it, from real emailed links.
      await page.setExtraHTTPHeaders(asNewClient());
      const email = `layout.${runId()}@example.org`;
      // This journey's own day (13), at any of the default times: other journeys' random days (20-85)
      // may be given a schedule of their own while it runs (CI once got a 409 on one).
      const time = DEFAULT_SLOT_TIMES[Math.floor(Math.random() * DEFAULT_SLOT_TIMES.length)];
      await book(request, { name: 'Lakshmi Venkataraman-Pillai', email, date: farDate(13), time });
      for (const type of ['access', 'deletion'] as const) {
        const path = await requestDataLink(request, email, type);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Reservations (1)' })).toBeVisible();
        await expectFits(page, `/data-request/confirm (${type})`);
      }
      await page.getByRole('button', { name: 'Delete my data', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete all your data?' })).toBeVisible();
      await expectFits(page, '/data-request/confirm with the deletion dialog open');

      // The phone navigation, opened.
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reservations' }),
      ).toBeVisible();
      await expectFits(page, '/ with the menu open');
    });

    test('every back-office page fits the screen', async ({ page }) => {
      test.setTimeout(120_000);
      await signInPage(page);
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFits(page, path);
      }
    });
  });
}

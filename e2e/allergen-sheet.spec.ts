import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { farDate } from './support/admin-api';
import { runId, signInPage } from './support/admin-fixtures';
import { asNewClient } from './support/client-ip';
import { en } from '../shared/i18n/en';
import { de } from '../shared/i18n/de';
import { formatLongDate } from '../shared/i18n/format';
import { berlinToday } from '../shared/berlin-time';

// Issue 30: the printable allergen list, the law's written documentation (LMIDV § 4), reached from
// the menu's legend; and the kitchen sheet of one service, reached from the Service view.

/** The person's pause before each action: they read, then move. */
const pause = (page: Page) => page.waitForTimeout(300);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** What a cell shows: its phone-only label is not drawn at this width. */
const SHOWN = { useInnerText: true };

const LANGUAGES = [
  {
    menu: '/menu',
    locale: 'en',
    texts: en,
    // The seed's Idli Sambar (worker/db/seed/menu-allergens.ts): hing in the sambar, mustard, sesame in the podi.
    idli: 'Cereals containing gluten (wheat), Mustard, Sesame seeds',
    kesari: ['Cereals containing gluten (wheat), Milk, Nuts (cashews)', 'with colouring'],
  },
  {
    menu: '/de/menu',
    locale: 'de',
    texts: de,
    idli: 'Glutenhaltiges Getreide (Weizen), Senf, Sesamsamen',
    kesari: ['Glutenhaltiges Getreide (Weizen), Milch, Schalenfrüchte (Kaschunüsse)', 'mit Farbstoff'],
  },
] as const;

for (const lang of LANGUAGES) {
  test(`${lang.menu}: the legend leads to the printable allergen list, which names each dish's allergens and prints without the site's frame`, async ({
    page,
  }) => {
    const t = lang.texts.allergenSheet;
    await page.goto(lang.menu);
    await pause(page);
    await page.getByRole('link', { name: lang.texts.menu.printableList }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${lang.menu}/allergens$`));

    const idli = page.getByRole('row', { name: /^Idli Sambar/ });
    await expect(idli.getByRole('cell').first()).toHaveText(lang.idli, SHOWN);
    await expect(idli.getByRole('cell').nth(1)).toHaveText('A, M, N', SHOWN);
    const kesari = page.getByRole('row', { name: /^Rava Kesari/ });
    await expect(kesari.getByRole('cell').first()).toHaveText(lang.kesari[0], SHOWN);
    await expect(kesari.getByRole('cell').nth(2)).toHaveText(lang.kesari[1], SHOWN);
    // Under its category, with the legend and the day it was drawn.
    await expect(page.getByRole('region', { name: t.categories.starters }).getByText('Idli Sambar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: lang.texts.menu.legendHeading })).toBeVisible();
    await expect(page.getByText(t.asOf(formatLongDate(lang.locale, berlinToday())))).toBeVisible();
    await expectNoAxeViolations(page);

    // On paper: the sheet alone, black on white.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(idli).toBeVisible();
    await expect(idli.getByRole('cell').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  });
}

test('staff open the kitchen sheet of one service from the Service view', async ({ page }) => {
  const date = farDate(36);
  const name = `Kitchen Guest ${runId()}`;
  const res = await page.request.post('/api/reservations/book', {
    headers: asNewClient(),
    data: {
      name,
      email: 'mustard.guest@example.com',
      phone: '+49 30 1234567',
      date,
      time: '19:30',
      guests: 3,
      allergies: { allergens: ['mustard'], note: '', consent: true },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await pause(page);
  // Every day of the seed's week has a dinner service.
  await page.getByRole('link', { name: 'Dinner sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Kitchen sheet · .* · Dinner 18:00/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'Mustard', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '19:30' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The whole day: each service a section of its own, the booking under dinner.
  await pause(page);
  await page.goBack();
  await pause(page);
  await page.getByRole('link', { name: 'Kitchen sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Kitchen sheet · [^·]*$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dinner' }).getByRole('row').filter({ hasText: name })).toBeVisible();
});

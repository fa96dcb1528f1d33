import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from './support/live';

// Issue 30: a guest hides the dishes with peanuts and milk, on the drawn page before any script and
// on the woken page, in both languages. The seed's dishes carry their declarations.
const LANGS = [
  {
    prefix: '',
    filter: 'Hide dishes containing …',
    peanuts: 'Peanuts',
    milk: 'Milk',
    apply: 'Apply',
    all: 'All Items',
  },
  {
    prefix: '/de',
    filter: 'Gerichte ausblenden, die Folgendes enthalten …',
    peanuts: 'Erdnüsse',
    milk: 'Milch',
    apply: 'Anwenden',
    all: 'Alle Gerichte',
  },
];

const pause = (page: Page) => page.waitForTimeout(300);

/** What each shown card declares, as its "Allergen information" carries it; null for "ask our staff". */
const shownDeclarations = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('details[data-allergens]')?.getAttribute('data-allergens') ?? null),
    );

async function expectNoPeanutsOrMilk(page: Page) {
  const declared = await shownDeclarations(page);
  expect(declared.length).toBeGreaterThan(0);
  for (const entry of declared) {
    expect(entry).not.toBeNull();
    expect(entry!.split(' ')).not.toContain('peanuts');
    expect(entry!.split(' ')).not.toContain('milk');
  }
}

for (const t of LANGS) {
  test(`${t.prefix || '/en'}: a guest hides dishes with peanuts and milk, before and after the page wakes`, async ({
    browser,
  }) => {
    // Before any script: the plain GET form, as the Worker draws it.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(`${t.prefix}/menu`);
    await expect(page.getByRole('article').filter({ hasText: 'Medu Vada' })).toBeVisible();
    await page.getByText(t.filter).click();
    await pause(page);
    await page.getByRole('checkbox', { name: t.peanuts }).click();
    await pause(page);
    await page.getByRole('checkbox', { name: t.milk, exact: true }).click();
    await pause(page);
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/without=peanuts&without=milk/);
    await expectNoPeanutsOrMilk(page);
    await expect(page.getByRole('article').filter({ hasText: 'Chemmeen Fry' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Chicken 65' })).toHaveCount(0);
    await plain.close();

    // Woken: the shared address, the rest of the cards, a tab.
    const live = await browser.newPage();
    await live.goto(`${t.prefix}/menu?without=milk,peanuts`);
    await waitUntilLive(live);
    await live.getByRole('tab', { name: t.all }).click();
    await pause(live);
    await expect(live.getByRole('article').filter({ hasText: 'Kootu' })).toBeVisible();
    await expectNoPeanutsOrMilk(live);
    await expect(live.getByRole('article').filter({ hasText: 'Lemon Rice' })).toHaveCount(0);
    await expect(live.getByRole('article').filter({ hasText: 'Filter Coffee' })).toHaveCount(0);
    await live.close();
  });
}

test('the menu with the filter open passes axe, and a card reads its allergens out', async ({ page }) => {
  await page.goto('/menu?without=milk');
  await waitUntilLive(page);
  await expect(page.getByText('Hide dishes containing …')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Medu Vada' });
  await card.getByText('Allergen information').click();
  await expect(card.getByRole('definition')).toHaveText('Cereals containing gluten (wheat), Mustard');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

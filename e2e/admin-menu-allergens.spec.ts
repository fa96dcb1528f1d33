import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MENU_MESSAGES } from '../shared/messages';
import { farDate } from './support/admin-api';
import { openDayWithDefaults, runId, signInPage } from './support/admin-fixtures';

/** Issue 30: the owner declares a dish's allergens; staff record a caller's allergies. */
const pause = (page: Page) => page.waitForTimeout(250);
// Each journey fills a long form and runs axe on it: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function axe(page: Page, label: string) {
  await pause(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

async function type(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click();
  await field.fill(text);
  await pause(page);
}

test('an undeclared dish cannot be published; declared, the guest menu shows its letters in both languages', async ({
  page,
}) => {
  const name = `Kozhukatta ${runId()}`;
  await signInPage(page);
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const form = page.getByRole('dialog', { name: 'Add menu item' });
  await type(page, form.getByLabel('Name'), name);
  await type(page, form.getByLabel(/Price in EUR/), '6.5');
  await form.getByLabel('Category').selectOption({ label: 'Dessert' });
  await type(page, form.getByLabel('Image URL'), '/images/dishes/chettinad-chicken.svg');
  await type(page, form.getByLabel('Description (English)'), 'Rice dumplings filled with jaggery and coconut.');

  // Nothing declared yet, and "Available on the public menu" ticked: refused, and said so.
  await expect(form.getByRole('radio', { name: /Not declared yet/ })).toBeChecked();
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText(MENU_MESSAGES.allergensUndeclared)).toBeVisible();
  await expect(form).toBeVisible();

  // Ticking gluten names the cereals; the picker open with its sub-list and the additives, axe finds nothing.
  await form.getByRole('checkbox', { name: 'Cereals containing gluten' }).check();
  await pause(page);
  await form.getByRole('checkbox', { name: 'wheat' }).check();
  await form.getByRole('checkbox', { name: 'Milk' }).check();
  await form.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
  await form.getByRole('checkbox', { name: 'cashews' }).check();
  await expect(form.getByRole('radio', { name: 'Contains the allergens ticked below' })).toBeChecked();
  await expect(form.getByText(MENU_MESSAGES.allergensUndeclared)).toHaveCount(0);
  await form.getByText('Additive labels (optional)').click();
  await form.getByRole('checkbox', { name: 'with colouring' }).check();
  await axe(page, 'the menu form with the allergen picker open');

  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” added to the menu.` })).toBeVisible();

  for (const [path, label, names] of [
    ['/menu?category=desserts', 'Allergen information', /Cereals containing gluten \(wheat\), Milk, Nuts \(cashews\)/],
    [
      '/de/menu?category=desserts',
      'Allergeninformation',
      /Glutenhaltiges Getreide \(Weizen\), Milch, Schalenfrüchte \(Kaschunüsse\)/,
    ],
  ] as const) {
    await page.goto(path);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.locator('summary')).toContainText(label);
    await expect(card.locator('summary')).toContainText('AGH');
    await card.locator('summary').click();
    await expect(card).toContainText(names);
  }
});

test('staff record a caller’s allergies on a phone booking, without a consent tick, and see them on the card', async ({
  page,
  request,
}) => {
  const date = farDate(32);
  await openDayWithDefaults(request, date);
  const name = `Meera Phone ${runId()}`;
  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('radio', { name: 'Phone call' }).check();
  await type(page, dialog.getByLabel('Name'), name);
  await type(page, dialog.getByLabel('Phone', { exact: true }), '+49 30 5550199');
  await type(page, dialog.getByLabel('Party size'), '3');
  await dialog.getByRole('checkbox', { name: 'Sesame' }).check();
  await dialog.getByRole('checkbox', { name: 'Peanuts' }).check();
  await type(page, dialog.getByLabel(/Allergy note/), 'Child, severe');
  await expect(dialog.getByRole('checkbox', { name: /consent|agree/i })).toHaveCount(0);
  await axe(page, 'the new-booking dialog with allergies');
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('Peanuts');
  await expect(card).toContainText('Sesame');
});

import { expect, test } from '@playwright/test';
import { MENU_MESSAGES } from '../shared/messages';
import { runId, signInPage } from './support/admin-fixtures';

test('a menu item is added, edited and marked unavailable, and leaves the public menu', async ({ page }) => {
  test.slow(); // four page loads and two long forms: about 33 s on a busy machine, over the default 30 s
  const name = `Kerala Beef Fry ${runId()}`;
  await signInPage(page);
  await page.goto('/admin/menu');

  await page.getByRole('button', { name: 'Add menu item' }).click();
  const form = page.getByRole('dialog', { name: 'Add menu item' });
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText(MENU_MESSAGES.nameRequired)).toBeVisible();
  await expect(form.getByText(MENU_MESSAGES.priceRequired)).toBeVisible();
  await expect(form.getByText(MENU_MESSAGES.imageRequired)).toBeVisible();
  await expect(form.getByText(MENU_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(form.getByLabel(/Price in EUR \(stored ×100: 7\.50 becomes 750\)/)).toBeVisible();

  // An image that cannot load shows the placeholder and says so.
  await form.getByLabel('Image URL').fill('/images/dishes/no-such-dish.svg');
  await expect(form.getByText(MENU_MESSAGES.previewFailed)).toBeVisible();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel(/Price in EUR/).fill('12.5');
  await form.getByLabel('Category').selectOption({ label: 'Main Course' });
  await form.getByLabel('Image URL').fill('/images/dishes/chettinad-chicken.svg');
  await expect(form.getByText(MENU_MESSAGES.previewFailed)).toHaveCount(0);
  await form
    .getByLabel('Description (English)')
    .fill('Slow-roasted beef with coconut slivers, curry leaves and black pepper, Kerala style.');
  await form
    .getByLabel('Description (German)')
    .fill('Langsam geschmortes Rind mit Kokosspänen, Curryblättern und schwarzem Pfeffer, nach Kerala-Art.');
  await form.getByRole('checkbox', { name: /Gluten-free/ }).check();
  await form.getByRole('checkbox', { name: /Dairy-free/ }).check();
  await form.getByRole('checkbox', { name: 'Mustard' }).check(); // a published dish declares its allergens
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” added to the menu.` })).toBeVisible();
  // German guests read the German description, English guests the English one (issue 13).
  const guest = await page.context().newPage();
  await guest.goto('/de/menu');
  await expect(guest.getByRole('article').filter({ hasText: name })).toContainText(
    'Langsam geschmortes Rind mit Kokosspänen',
  );
  await guest.goto('/menu');
  await expect(guest.getByRole('article').filter({ hasText: name })).toContainText(
    'Slow-roasted beef with coconut slivers',
  );
  await guest.close();

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Main Course');
  await expect(row).toContainText('€12.50');
  await expect(row).toContainText('Slow-roasted beef with coconut slivers, …'); // 40 characters, then cut
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Dessert' });
  await expect(row).toHaveCount(0);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Main Course' });

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit menu item' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel(/Price in EUR/)).toHaveValue('12.50');
  await edit.getByLabel(/Price in EUR/).fill('13.9');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('€13.90');

  await page.goto('/menu');
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/admin/menu');
  await page.getByLabel('Search').fill(name);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByRole('checkbox', { name: 'Available on the public menu' }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('Unavailable');

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Masala Dosa' }).or(page.getByText(MENU_MESSAGES.categoryEmpty)),
  ).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a menu item is deleted after confirmation', async ({ page, request }) => {
  const name = `Banana Chips ${runId()}`;
  const { adminHeaders } = await import('./support/admin-api');
  await request.post('/api/menu', {
    headers: await adminHeaders(request),
    data: {
      name,
      description: 'Thin and crisp.',
      price: 350,
      image: '/images/dishes/pazham-pori.svg',
      category: 'sides',
      dietary: ['vegan'],
      allergens: [],
    },
  });
  await signInPage(page);
  await page.goto('/admin/menu');
  await page.getByLabel('Search').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete menu item?' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await ask.getByRole('button', { name: 'Delete item' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” deleted.` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

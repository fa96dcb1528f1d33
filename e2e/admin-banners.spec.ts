import { expect, test } from '@playwright/test';
import { BANNER_MESSAGES } from '../shared/messages';
import { createBanner, runId, signInPage } from './support/admin-fixtures';

test('a banner deactivated by staff disappears from the home carousel', async ({ page, request }) => {
  const title = `Pongal Week ${runId()}`;
  await createBanner(request, title);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(1);

  await signInPage(page);
  await page.goto('/admin/banners');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expect(card).toContainText('Inactive');
  await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible();

  await page.goto('/');
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('heading', { level: 2 }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('banners are created, edited and deleted from the form and cards', async ({ page }) => {
  const title = `Dosa Nights ${runId()}`;
  await signInPage(page);
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText(BANNER_MESSAGES.imageRequired)).toBeVisible();
  await expect(page.getByText(BANNER_MESSAGES.titleRequired)).toBeVisible();
  await expect(page.getByText(BANNER_MESSAGES.descriptionRequired)).toBeVisible();

  await page.getByLabel('Image URL').fill('/images/banners/dosa-sundays.svg');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Twelve dosas, one long table, every Thursday.');
  await page.getByRole('button', { name: 'Create banner' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Active');

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit banner' })).toBeVisible();
  // Staff opening a banner to edit it mostly change its title: the cursor waits there, on the banner's text.
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Save banner' }).click();
  const updated = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${title} (updated)` }) });
  await expect(updated).toBeVisible();

  await updated.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete banner?' })
    .getByRole('button', { name: 'Delete banner' })
    .click();
  await expect(updated).toHaveCount(0);
});

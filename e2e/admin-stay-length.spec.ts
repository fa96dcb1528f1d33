import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { farDate } from './support/admin-api';
import { book, runId, signInPage } from './support/admin-fixtures';

const pause = (page: Page) => page.waitForTimeout(300);
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

// Issue 28: a booking's end is fixed when it is made; the host lengthens or shortens it, and the
// room decides: a longer stay that would run into the next party at its table moves it or is refused.
test('the host lengthens a stay in the edit dialog, and the card and the plan show the new end', async ({
  page,
  request,
}) => {
  const date = farDate(31);
  const guest = `Lakshmi Stay ${runId()}`;
  await book(request, { name: guest, date, time: '19:00', guests: 2 });

  await signInPage(page);
  await page.goto(`/admin/service?date=${date}`);
  await expect(card(page, guest)).toContainText('until 20:30');
  await pause(page);
  await card(page, guest).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit booking' });
  const stay = dialog.getByLabel('Stay');
  await expect(stay.locator('option:checked')).toHaveText('1 h 30 min, until 20:30');
  await pause(page);
  await stay.click();
  await stay.selectOption({ label: '2 h 30 min, until 21:30' });
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await pause(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, guest)).toContainText('until 21:30');

  await pause(page);
  await page.getByRole('button', { name: 'Plan' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${guest}.*19:00.21:30`) })).toBeVisible();
});
